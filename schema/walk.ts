import { globalRegistry } from 'zod';
import type * as z from 'zod';
import type { VariantNames } from './messages/catalogue/index.ts';
import { references, type ReferenceKind } from './fields/references.ts';
import { variantNames } from './fields/variant-names.ts';

type Schema = z.core.$ZodType;
export type Path = readonly PropertyKey[];

/** Steps through the wrappers that do not change what an editor writes (optional, default, transform). */
export function inner(schema: Schema): Schema | undefined {
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return (def as z.core.$ZodOptionalDef).innerType;
    case 'pipe':
      return (def as z.core.$ZodPipeDef).in;
    default:
      return undefined;
  }
}

export function unwrap(schema: Schema): Schema {
  let current = schema;
  for (let next = inner(current); next; next = inner(current)) current = next;
  return current;
}

/**
 * Whether a file must hold the key this schema checks. zod marks on the schema itself what may be
 * left out (`.optional()`, `.default()`: its `optin`), and its objects parse by that mark: so the
 * guide, the CMS and `npm run validate` cannot disagree. (The CMS's form bends it for Decap's sake:
 * schema/generate/cms-fields.ts.)
 */
export const isRequired = (schema: Schema): boolean => schema._zod.optin === undefined;

/** The object whose keys are the fields inside a field: its own, or its list's items' (as a form nests them). */
export function objectInside(schema: Schema): z.core.$ZodObject | undefined {
  let core = unwrap(schema);
  if (core._zod.def.type === 'array') core = unwrap((core._zod.def as z.core.$ZodArrayDef).element);
  return core._zod.def.type === 'object' ? (core as z.core.$ZodObject) : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** For a discriminated union, the member the data's discriminator names (or the union itself). */
function member(schema: Schema, data: unknown): Schema {
  const def = schema._zod.def as z.core.$ZodDiscriminatedUnionDef;
  if (def.type !== 'union' || typeof def.discriminator !== 'string' || !isRecord(data)) return schema;
  const tag = data[def.discriminator];
  const match = def.options.find((option) => option._zod.propValues?.[def.discriminator]?.has(tag as never));
  return match ? unwrap(match) : schema;
}

function child(schema: Schema, segment: PropertyKey): Schema | undefined {
  const def = schema._zod.def;
  if (def.type === 'object') return (def as z.core.$ZodObjectDef).shape[segment as string];
  if (def.type === 'array') return (def as z.core.$ZodArrayDef).element;
  return undefined;
}

/** The schema that validates the value at `path` inside `data`, if the path leads anywhere known. */
export function schemaAt(root: Schema, path: Path, data: unknown): Schema | undefined {
  let schema: Schema | undefined = root;
  let value = data;
  for (const segment of path) {
    schema = child(member(unwrap(schema), value), segment);
    if (!schema) return undefined;
    value = isRecord(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[segment] : undefined;
  }
  return schema;
}

/** The keys allowed in the map at `path`: what "você quis dizer" picks from for an unknown key. */
export function keysAt(root: Schema, path: Path, data: unknown): string[] {
  const schema = schemaAt(root, path, data);
  if (!schema) return [];
  const def = member(unwrap(schema), valueAt(data, path))._zod.def;
  return def.type === 'object' ? Object.keys((def as z.core.$ZodObjectDef).shape) : [];
}

/** What the field at `path` is for, from the schema's `.describe()`: editor help, also in errors. */
export function descriptionAt(root: Schema, path: Path, data: unknown): string | undefined {
  for (let s = schemaAt(root, path, data); s; s = inner(s)) {
    const description = globalRegistry.get(s)?.description;
    if (description) return description;
  }
  return undefined;
}

/** What the variants of the union at `path` are called, when it names them. */
export function variantNamesAt(root: Schema, path: Path, data: unknown): VariantNames | undefined {
  for (let s = schemaAt(root, path, data); s; s = inner(s)) {
    const names = variantNames.get(s);
    if (names) return names;
  }
  return undefined;
}

export function valueAt(data: unknown, path: Path): unknown {
  let value = data;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

export interface Reference {
  kind: ReferenceKind;
  value: string;
  path: PropertyKey[];
}

/** A value whose schema a registry marks, where it is, and the registry's word about it. */
export interface Marked<Meta> {
  meta: Meta;
  value: unknown;
  path: PropertyKey[];
}

/** What a registry says of a schema, or of the schema it wraps (`.optional()`), or of the one it was made from. */
export function markOf<Meta extends object>(registry: z.core.$ZodRegistry<Meta>, schema: Schema): Meta | undefined {
  for (let s: Schema | undefined = schema; s; s = inner(s)) {
    // `get`, not `has`: a schema made from a marked one (`.describe()`, `.optional()`) inherits the mark.
    const meta = registry.get(s) as Meta | undefined;
    if (meta) return meta;
  }
  return undefined;
}

/**
 * Visits every value in `data`, outer first, with the schema of its field and the object, list or
 * value that schema reads it as (wrappers seen through, a union's member chosen by the value). A
 * visitor that answers false is not taken inside the value.
 */
export function eachValue(
  root: Schema,
  data: unknown,
  visit: (field: Schema, resolved: Schema, value: unknown, path: PropertyKey[]) => boolean | void,
): void {
  const step = (schema: Schema, value: unknown, path: PropertyKey[]) => {
    const resolved = member(unwrap(schema), value);
    if (visit(schema, resolved, value, path) === false) return;
    const def = resolved._zod.def;
    if (def.type === 'object' && isRecord(value)) {
      for (const [key, field] of Object.entries((def as z.core.$ZodObjectDef).shape)) {
        if (key in value) step(field, value[key], [...path, key]);
      }
    } else if (def.type === 'array' && Array.isArray(value)) {
      value.forEach((item, index) => step((def as z.core.$ZodArrayDef).element, item, [...path, index]));
    }
  };
  step(root, data, []);
}

/** Every value in `data` whose schema `registry` marks (a marked value is not looked into). */
export function markedIn<Meta extends object>(
  registry: z.core.$ZodRegistry<Meta>,
  root: Schema,
  data: unknown,
): Marked<Meta>[] {
  const found: Marked<Meta>[] = [];
  eachValue(root, data, (field, _resolved, value, path) => {
    const meta = markOf(registry, field);
    if (!meta) return true;
    found.push({ meta, value, path });
    return false;
  });
  return found;
}

/** Every value in `data` that the schema marks as a reference to another file's content. */
export function referencesIn(root: Schema, data: unknown): Reference[] {
  return markedIn(references, root, data).flatMap(({ meta, value, path }) =>
    typeof value === 'string' ? [{ kind: meta.kind, value, path }] : [],
  );
}

/** The literal `type` of each member of a discriminated union, in order. */
export function discriminatorValues(union: Schema): string[] {
  const def = union._zod.def as z.core.$ZodDiscriminatedUnionDef;
  return def.options.flatMap((option) => [...(option._zod.propValues?.[def.discriminator] ?? [])].map(String));
}
