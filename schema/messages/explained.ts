import * as z from 'zod';
import type { RuleId } from './catalogue/index.ts';

/**
 * Attaches one of the catalogue's rules to a check (`.refine(ok, explained('html'))`): the issue then
 * carries the rule's id, and the explanation finds the words by it.
 */
export function explained(rule: RuleId): { params: { rule: RuleId } } {
  return { params: { rule } };
}

/** The rule a zod issue was raised by, if it is one of ours. */
export function ruleOf(issue: z.core.$ZodIssue): RuleId | undefined {
  return issue.code === 'custom' ? (issue.params as { rule?: RuleId } | undefined)?.rule : undefined;
}

/**
 * A text that must match a pattern, refused with a catalogue rule. The pattern also goes into the
 * JSON Schema (editor help, the CMS), which a plain refinement would not show.
 */
export function matching(pattern: RegExp, rule: RuleId, meta: { format?: string } = {}) {
  return z
    .string()
    .refine((value) => pattern.test(value), explained(rule))
    .meta({ ...meta, pattern: pattern.source });
}

/**
 * `schema` refusing each way a value is wrong with its own rule: `faultOf` says what is wrong (or
 * nothing), `rules` which catalogue rule words each fault. A value has one fault, so one message. The
 * first rule is the one the CMS shows for the pattern the schema may give (see cms-schema-facts.ts).
 */
export function refusedFor<Fault extends string>(
  schema: z.ZodString,
  faultOf: (value: string) => Fault | undefined,
  rules: Record<Fault, RuleId>,
): z.ZodString {
  return (Object.entries(rules) as [Fault, RuleId][]).reduce(
    (checked, [fault, rule]) => checked.refine((value) => faultOf(value) !== fault, explained(rule)),
    schema,
  );
}
