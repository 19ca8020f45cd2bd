import { fromJS, type Map as ImmutableMap } from 'immutable';
import { cleanPasted, nonBreakingSpaces } from '../../schema/fields/plain-text.ts';
import { cleanedWords } from '../../schema/messages/catalogue/pasted.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import type { Path } from '../../schema/walk.ts';
import { showAside } from '../ui/panel.ts';
import { formPlace, placeSeparator } from './words/form-place.ts';
import { formFieldsOf } from './words/form-words.ts';

type Data = ImmutableMap<string, unknown>;

/** Every text of `value` that a paste left unseen characters in (or non-breaking spaces), with where it is. */
function pastedTexts(value: unknown, path: Path = []): { path: Path; text: string }[] {
  if (typeof value === 'string') return cleanPasted(value) === value ? [] : [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => pastedTexts(item, [...path, index]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => pastedTexts(item, [...path, key]));
}

/**
 * The entry's texts as they look, before they are saved: what a paste from WhatsApp, Word or a PDF
 * left unseen (schema/fields/plain-text.ts) taken out, its non-breaking spaces made spaces, and the
 * editor told what was cleaned and where, by the form's names. Undefined when there was nothing to clean.
 */
export function cleanPastedTexts(data: Data, file: string | undefined): Data | undefined {
  const plain = data.toJS();
  const found = pastedTexts(plain);
  if (found.length === 0) return undefined;
  const fields = formFieldsOf(file);
  const places = found.map(({ path, text }) => {
    const place = formPlace(fields, path, plain).join(placeSeparator);
    return `${place} (${cleanedWords(text, nonBreakingSpaces(text))})`;
  });
  const count = found.reduce((sum, { text }) => sum + [...text].length - [...cleanPasted(text)].length, 0);
  const spaces = found.reduce((sum, { text }) => sum + nonBreakingSpaces(text), 0);
  showAside(say('cms-pasted-cleaned', { count: count + spaces, places }));
  return found.reduce<Data>((cleaned, { path, text }) => cleaned.setIn(path, fromJS(cleanPasted(text))), data);
}

/** Plain data as the save will write it, pasted unseen characters out: what the preview draws and checks. */
export function cleanedAsSaved(value: unknown): unknown {
  if (typeof value === 'string') return cleanPasted(value);
  if (Array.isArray(value)) return value.map(cleanedAsSaved);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cleanedAsSaved(item)]));
}
