import type * as z from 'zod';
import type { Subject } from './catalogue/entry.ts';
import { say, type VariantNames, type Words } from './catalogue/index.ts';
import { ruleOf } from './explained.ts';
import type { Path } from '../walk.ts';
import { yamlPathOf, type Finding } from './issue.ts';
import { closest } from './suggest.ts';

/** What the explanation may ask about the data and its schema, around an issue's path. */
export interface ExplainContext {
  /** The value found at the issue's path, as the YAML gave it. */
  valueAt: (path: Path) => unknown;
  /** The keys a map at this path may have. */
  keysAt: (path: Path) => string[];
  /** What a field is for (its schema description), to remind the editor when it is missing. */
  descriptionAt: (path: Path) => string | undefined;
  /** The names of the variant kind of the union at this path ("tipo de seção"). */
  variantNamesAt: (path: Path) => VariantNames | undefined;
}

const lastKey = (path: Path) => [...path].reverse().find((segment) => typeof segment === 'string');

/** Where the issue is: the file, a field, or an item of a list (the catalogue words it for its reader). */
function subjectOf(path: Path): Subject {
  const last = path.at(-1);
  if (last === undefined) return {};
  if (typeof last === 'number') return { item: last + 1, list: lastKey(path) ?? 'lista' };
  return { key: String(last) };
}

const genericVariant: VariantNames = { one: 'tipo', many: 'Tipos', owner: 'parte' };

/**
 * Drops what would only repeat another finding. A misspelt key shows up twice: as an unknown key and as the required field it was meant to be.
 * Telling the editor about the typo is enough.
 */
export function withoutEchoes(findings: Finding[]): Finding[] {
  const misspelt = new Set(findings.flatMap((f) => (f.misspells ? [yamlPathOf(f.misspells)] : [])));
  // zod goes on checking a value of the wrong type (a list's length on a text); its first word is enough.
  const seen = new Set<string>();
  return findings.filter((f) => {
    const place = `${f.target}:${yamlPathOf(f.path)}`;
    if ((f.missing && misspelt.has(yamlPathOf(f.missing))) || seen.has(place)) return false;
    seen.add(place);
    return true;
  });
}

/** One zod issue in the catalogue's words; an unknown-keys issue becomes one finding per key. */
export function explainZodIssue(issue: z.core.$ZodIssue, context: ExplainContext): Finding[] {
  const path = issue.path;
  const key = lastKey(path) ?? '';
  const value = context.valueAt(path);
  const at = (words: Words, where: Path = path, extra: Partial<Finding> = {}): Finding[] => [
    { path: where, target: 'value', ...words, ...extra },
  ];
  const about = { about: subjectOf(path), key };

  const rule = ruleOf(issue);
  if (rule) return at(say(rule, { value, key }));

  switch (issue.code) {
    case 'invalid_type': {
      if (value === undefined && path.length > 0) {
        const description = context.descriptionAt(path);
        return at(say('missing-field', { key, description }), path.slice(0, -1), { missing: path });
      }
      if (value === null) return at(say('empty-value', { ...about, expected: issue.expected }));
      if (issue.expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')) {
        return at(say('text-read-as-other', { ...about, value }));
      }
      if (path.length === 0) return at(say('file-not-a-map', { value }));
      // "- - texto": a bullet typed before the text made the item a list of its own.
      if (issue.expected === 'string' && typeof path.at(-1) === 'number' && Array.isArray(value)) {
        return at(say('pasted-bullet', { value: '-' }));
      }
      return at(say('wrong-type', { ...about, expected: issue.expected, value }));
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return at(say('empty-text', about));
      if (issue.origin === 'array') {
        return at(say('list-too-short', { key, minimum, count: Array.isArray(value) ? value.length : 0 }));
      }
      return at(say('number-too-small', { ...about, minimum }));
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') {
        return at(say('text-too-long', { key, maximum, length: typeof value === 'string' ? value.trim().length : 0 }));
      }
      if (issue.origin === 'array') {
        return at(say('list-too-long', { key, maximum, count: Array.isArray(value) ? value.length : 0 }));
      }
      return at(say('number-too-big', { ...about, maximum }));
    }
    case 'invalid_value': {
      const allowed = issue.values.map(String);
      const guess = typeof value === 'string' ? closest(value, allowed) : undefined;
      return at(say('value-not-allowed', { key, value, allowed, guess }));
    }
    case 'invalid_union': {
      if (!('discriminator' in issue) || !issue.discriminator) break;
      // zod lists the allowed tags on a discriminator issue, though its issue type does not say so.
      const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
      const names = context.variantNamesAt(path.slice(0, -1)) ?? genericVariant;
      if (value === undefined) return at(say('missing-variant', { key, names, options }), path.slice(0, -1));
      const guess = typeof value === 'string' ? closest(value, options) : undefined;
      return at(say('unknown-variant', { value, names, options, guess }));
    }
    case 'unrecognized_keys': {
      const allowed = context.keysAt(path);
      return issue.keys.map((unknownKey) => {
        const guess = closest(unknownKey, allowed);
        // A look-alike letter (Cyrillic "а", an accent) makes a key that looks right but is not.
        const lookAlike = Boolean(guess && /[^\x20-\x7e]/.test(unknownKey) && !/[^\x20-\x7e]/.test(guess));
        return {
          path: [...path, unknownKey],
          target: 'key' as const,
          ...say('unknown-key', { key: unknownKey, allowed, guess, lookAlike }),
          ...(guess ? { misspells: [...path, guess] } : {}),
        };
      });
    }
    default:
      break;
  }
  // Anything rarer: zod's own pt-BR wording, which the loader configures.
  return at(say('other-field-problem', { about: subjectOf(path), detail: issue.message }));
}
