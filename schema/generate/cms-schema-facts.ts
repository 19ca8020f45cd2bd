import { globalRegistry } from 'zod';
import type * as z from 'zod';
import { fileReader, say, sayAgain, type Reader, type RuleId } from '../messages/catalogue/index.ts';
import { formWords } from '../fields/form-words.ts';
import { imageFrames, type ImageFrame } from '../fields/image.ts';
import { references, type ReferenceKind } from '../fields/references.ts';
import { inner, isRequired } from '../walk.ts';

/**
 * Who reads a pattern's words: the editor of the CMS's form, under the field (not "number: \"01\"",
 * which is the YAML's way). Said of no value, no rule's hint names another field.
 */
const patternReader: Reader = { ...fileReader, form: true };

/** What a field's schema says that its CMS field needs: wrappers seen through, bounds, pattern and its words. */
type Schema = z.core.$ZodType;

/** A schema with the wrappers that do not change what an editor writes (optional, default, pipe) seen through. */
export interface Peeled {
  /** The wrappers and the schema inside them, outermost first. */
  chain: Schema[];
  core: Schema;
  optional: boolean;
  defaultValue?: unknown;
  description?: string;
  /** What the form calls the field, written beside its schema (schema/fields/form-words.ts). */
  label?: string;
  /** For a list: what one of its items is called. */
  item?: string;
  /** The hint under the field in the CMS: the form's own words, or else the description. */
  hint?: string;
  /** The form's names for the values of a choice. */
  choices?: Readonly<Record<string, string>>;
  pattern?: [string, string];
  reference?: ReferenceKind;
  /** For a photo the section crops: its box. */
  frame?: ImageFrame;
}

function checksOf(schema: Schema) {
  return schema._zod.def.checks ?? [];
}

/** The catalogue rule a check of the schema was attached with (`explained(rule)`), if any. */
function ruleOf(schema: Schema): RuleId | undefined {
  for (const check of checksOf(schema)) {
    const rule = (check._zod.def as z.core.$ZodCustomDef).params?.rule as RuleId | undefined;
    if (rule) return rule;
  }
  return undefined;
}

/**
 * What a registry holds for the schema itself, not what it inherits from the schema it was copied
 * from (zod's registries pass metadata on to the copies `.describe()` makes).
 */
function own(registry: { get(schema: Schema): object | undefined }, schema: Schema, key: string): string | undefined {
  const valueIn = (at: Schema) => (registry.get(at) as Record<string, unknown> | undefined)?.[key];
  const here = valueIn(schema);
  const parent = schema._zod.parent;
  return typeof here === 'string' && (!parent || valueIn(parent) !== here) ? here : undefined;
}

/**
 * The form's hint where it was written at least as close to the field as the description: a field's
 * own description ("Cor de destaque da empresa…") beats the form words of the shared schema it was
 * made from ("A cor de destaque."), and form words written beside a description replace it.
 */
function hintOf(chain: readonly Schema[]): string | undefined {
  for (const wrapper of chain) {
    for (let at: Schema | undefined = wrapper; at; at = at._zod.parent) {
      const words = own(formWords, at, 'hint') ?? own(globalRegistry, at, 'description');
      if (words) return words;
    }
  }
  return undefined;
}

export function peel(schema: Schema): Peeled {
  const chain: Schema[] = [];
  for (let s: Schema | undefined = schema; s; s = inner(s)) chain.push(s);
  const peeled: Peeled = { chain, core: chain.at(-1)!, optional: !isRequired(schema) };
  chain.forEach((s, index) => {
    const meta = globalRegistry.get(s);
    peeled.description ??= meta?.description;
    peeled.reference ??= references.get(s)?.kind;
    peeled.frame ??= imageFrames.get(s);
    const words = formWords.get(s);
    peeled.label ??= words?.label;
    peeled.item ??= words?.item;
    peeled.choices ??= words?.choices;
    if (s._zod.def.type === 'default' && !('defaultValue' in peeled)) {
      peeled.defaultValue = (s._zod.def as z.core.$ZodDefaultDef).defaultValue;
    }
    if (typeof meta?.pattern === 'string' && !peeled.pattern) {
      // The words come from the rule that checks the pattern: on the same schema or inside it.
      const rule = chain.slice(index).map(ruleOf).find(Boolean);
      peeled.pattern = [
        meta.pattern,
        rule ? sayAgain(say(rule, { value: '' }), patternReader).hint : 'O texto não está no formato esperado.',
      ];
    }
  });
  const hint = hintOf(chain);
  return hint ? { ...peeled, hint } : peeled;
}

/** Whether the schema is `target` or was made from it (`.describe()` and `.meta()` make copies). */
export function madeFrom(peeled: Peeled, target: Schema): boolean {
  return peeled.chain.some((s) => {
    for (let at: Schema | undefined = s; at; at = at._zod.parent) if (at === target) return true;
    return false;
  });
}

/** The bound a check of the given kind sets (length or value), if the schema has one. */
export function limit(schema: Schema, kind: string): (z.core.$ZodCheckDef & Record<string, unknown>) | undefined {
  return checksOf(schema).find((c) => c._zod.def.check === kind)?._zod.def as never;
}

export function maxLength(schema: Schema): number | undefined {
  return limit(schema, 'max_length')?.maximum as number | undefined;
}

/** `min`/`max` without the keys that would be undefined. */
export const bounds = (min: unknown, max: unknown) => ({
  ...(typeof min === 'number' ? { min } : {}),
  ...(typeof max === 'number' ? { max } : {}),
});
