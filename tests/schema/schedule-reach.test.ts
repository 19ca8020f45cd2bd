import type * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { scheduleKey } from '../../schema/fields/schedule.ts';
import { pageSchema } from '../../schema/page.ts';
import { siteSchema } from '../../schema/site.ts';
import { unwrap } from '../../schema/walk.ts';

type Schema = z.core.$ZodType;

/** The object a schema reads, through its wrappers and pipes; undefined for anything else. */
const objectOf = (schema: Schema) => {
  const core = unwrap(schema);
  return core._zod.def.type === 'object' ? (core._zod.def as z.core.$ZodObjectDef) : undefined;
};

/**
 * Every list of a file's schema whose items are groups of fields (a list of texts or ids has nothing
 * to carry a schedule), by its path, and whether each of its kinds of item may carry one.
 */
function listsOf(schema: Schema, path = ''): { path: string; scheduled: boolean }[] {
  const core = unwrap(schema);
  const def = core._zod.def;
  if (def.type === 'object') {
    return Object.entries((def as z.core.$ZodObjectDef).shape).flatMap(([key, field]) =>
      listsOf(field, path ? `${path}.${key}` : key),
    );
  }
  if (def.type === 'union') return (def as z.core.$ZodUnionDef).options.flatMap((option) => listsOf(option, path));
  if (def.type !== 'array') return [];
  const element = unwrap((def as z.core.$ZodArrayDef).element);
  const kinds = element._zod.def.type === 'union' ? (element._zod.def as z.core.$ZodUnionDef).options : [element];
  const objects = kinds.map(objectOf).filter((object) => object !== undefined);
  if (objects.length === 0) return [];
  const scheduled = objects.every((object) => scheduleKey in object.shape);
  return [{ path: `${path}[]`, scheduled }, ...kinds.flatMap((kind) => listsOf(kind, `${path}[]`))];
}

describe('the schedule reaches', () => {
  it('every page, and every item of every list of a page or of the site’s settings (itemList, the section registry)', () => {
    expect(scheduleKey in objectOf(pageSchema)!.shape).toBe(true);
    const lists = [...listsOf(pageSchema), ...listsOf(siteSchema, 'site')];
    // The walk finds the lists it must: the sections, a grid's cards, the menu's links…
    expect(lists.map((list) => list.path)).toEqual(
      expect.arrayContaining(['sections[]', 'sections[].cards[]', 'sections[].buttons[]', 'site.navigation.links[]']),
    );
    expect(lists.filter((list) => !list.scheduled).map((list) => list.path)).toEqual([]);
  });
});
