/** What the schemas allow at most, read from them: tests that fill or grow content follow the schemas. */
import type * as z from 'zod';
import { maxLength, peel } from '../../schema/generate/cms-schema-facts.ts';

type Schema = z.core.$ZodType;

/** The most items the list at `keys` of an object schema may hold. */
export function mostItems(schema: Schema, ...keys: string[]): number {
  const items = keys.reduce((at, key) => (peel(at).core as z.ZodObject).shape[key]! as Schema, schema);
  const most = maxLength(peel(items).core);
  if (most === undefined) throw new Error(`no maximum for ${keys.join('.')}`);
  return most;
}
