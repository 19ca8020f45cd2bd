import { cmsFiles } from '../../schema/generate/cms-config.ts';
import type { CmsField, CmsWidgetName } from '../../schema/generate/cms-field.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import type { Path } from '../../schema/walk.ts';
import { shownText } from '../session/words/change-words.ts';
import { kindOfPath } from '../session/content.ts';
import { formFieldAt, formPlace, placeSeparator } from '../session/words/form-place.ts';
import { formEntry, formFieldsOf } from '../session/words/form-words.ts';

/*
 * The editor's search (search-screen.ts draws it): every field of every entry whose text, as the
 * form shows it, holds the words looked for — accents and case aside ("higienizacao" finds
 * "Higienização"), and only where a word begins ("ms" does not find "ICMS"), so that a short word
 * finds what it says rather than every text with those letters somewhere. Pure: the content comes in
 * as texts' data, the places go out in the form's words.
 */

/** Text folded for comparing as a reader compares: no accents, no case, every run of spaces one space. */
export interface Folded {
  text: string;
  /** For each character of `text`, where it began in the original; one more entry: the original's length. */
  from: number[];
}

const markPattern = /\p{M}/gu;
const spacePattern = /\s/u;
const wordCharacter = /[\p{L}\p{N}]/u;

/** Folds `text` one character at a time, keeping where each folded character came from. */
export function fold(text: string): Folded {
  let folded = '';
  const from: number[] = [];
  let at = 0;
  for (const character of text) {
    const same = spacePattern.test(character)
      ? ' '
      : character.normalize('NFD').replace(markPattern, '').toLocaleLowerCase('pt-BR');
    for (const piece of same) {
      if (piece === ' ' && folded.endsWith(' ')) continue;
      folded += piece;
      from.push(at);
    }
    at += character.length;
  }
  from.push(text.length);
  return { text: folded, from };
}

/** What is looked for, folded as the texts are, without the spaces around it. */
export const foldedQuery = (query: string) => fold(query.trim()).text;

/** A stretch of a text: from `start` to before `end`. */
export interface Stretch {
  start: number;
  end: number;
}

/**
 * The first place in `text` where the folded `query` begins a word (or begins with no letter of its
 * own, like "/higienizacao"), as a stretch of the original text; none when it is not there.
 */
export function findIn(text: string, query: string): Stretch | undefined {
  if (query === '') return undefined;
  const folded = fold(text);
  const startsWord = !wordCharacter.test(query[0]!);
  for (let at = folded.text.indexOf(query); at >= 0; at = folded.text.indexOf(query, at + 1)) {
    if (startsWord || at === 0 || !wordCharacter.test(folded.text[at - 1]!)) {
      return { start: folded.from[at]!, end: folded.from[at + query.length]! };
    }
  }
  return undefined;
}

/** The fields whose text is the editor's words: typed, or chosen among labelled choices (not an icon, a photo, a number). */
const searchedWidgets = new Set<CmsWidgetName>(['string', 'text', 'address', 'relation', 'select', 'choice']);

/** One field where the words are: its place in the entry's data and in the form's words, and its text as the form shows it. */
export interface Found extends Stretch {
  path: Path;
  place: string;
  text: string;
}

/** Every text of some data with its path, depth first, in the order the form shows the fields. */
function* textsIn(value: unknown, path: Path = []): Generator<{ path: Path; text: string }> {
  if (typeof value === 'string') yield { path, text: value };
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* textsIn(item, [...path, index]);
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) yield* textsIn(item, [...path, key]);
}

/** The content, by file, that a relation's value is looked up in. */
export type Content = ReadonlyMap<string, unknown>;

/** The value at a relation's field path in one item ("title") or in each item of a list ("companies.*.id"). */
function valuesAt(data: unknown, fieldPath: string): { item: unknown; value: unknown }[] {
  const [listPath, itemPath = fieldPath] = fieldPath.includes('.*.') ? fieldPath.split('.*.') : [];
  const step = (value: unknown, key: string): unknown => (value as Record<string, unknown> | undefined)?.[key];
  const items = listPath === undefined ? [data] : listPath.split('.').reduce(step, data);
  return (Array.isArray(items) ? (items as unknown[]) : []).map((item) => ({
    item,
    value: itemPath.split('.').reduce(step, item),
  }));
}

/**
 * A relation's value as the form shows it: not the id the file keeps ("higienizacao") but what the
 * chosen entry is called (the company's name, the page's title); the value itself when nothing has it.
 */
function relationText(value: string, field: CmsField, content: Content): string {
  const { collection, file, value_field: valueField, display_fields: display } = field;
  const shownField = display?.[0];
  if (!valueField || !shownField) return value;
  const files =
    collection === cmsNames.pages
      ? [...content.keys()].filter((path) => kindOfPath(path) === 'page')
      : [file === cmsNames.companiesFile ? cmsFiles.companies : cmsFiles.site];
  const shownPath = shownField.split('.*.').at(-1)!;
  for (const path of files)
    for (const { item, value: candidate } of valuesAt(content.get(path), valueField))
      if (candidate === value) {
        const [shown] = valuesAt(item, shownPath);
        if (typeof shown?.value === 'string') return shown.value;
      }
  return value;
}

/** The fields of the entry of `file` (its data `data`) whose text holds the folded `query`, in the form's order. */
export function foundIn(file: string, data: unknown, query: string, content: Content = new Map()): Found[] {
  const fields = formFieldsOf(file);
  const found: Found[] = [];
  for (const { path, text } of textsIn(data)) {
    const field = formFieldAt(fields, path, data);
    if (!field || !searchedWidgets.has(field.widget)) continue;
    const shown = field.widget === 'relation' ? relationText(text, field, content) : shownText(text, field);
    const stretch = findIn(shown, query);
    if (stretch)
      found.push({ path, place: formPlace(fields, path, data).join(placeSeparator), text: shown, ...stretch });
  }
  return found;
}

/** An entry where the words are: its file, what the form calls it, and each field. */
export interface EntryFound {
  file: string;
  name: string;
  found: Found[];
}

const pageTitleOf = (data: unknown) => {
  const title = (data as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' ? title : '';
};

/**
 * The entries of the content (`data` by file) that hold `query`, as the CMS lists its collections:
 * the pages by title, then the site's settings and the companies.
 */
export function searchContent(data: Content, query: string): EntryFound[] {
  const folded = foldedQuery(query);
  const entries = [...data].flatMap(([file, value]) => {
    const found = foundIn(file, value, folded, data);
    return found.length > 0 ? [{ file, name: formEntry(file, () => pageTitleOf(value)).name, found }] : [];
  });
  const rank = (entry: EntryFound) => (kindOfPath(entry.file) === 'page' ? 0 : 1);
  return entries.sort((a, b) => rank(a) - rank(b) || (rank(a) === 0 ? a.name.localeCompare(b.name, 'pt-BR') : 0));
}

/** How much of a long text shows on each side of the words found. */
const around = 40;

/** A field's text around the words found, on one line: what comes before ("…" where cut), the words, what follows. */
export function excerpt({ text, start, end }: Found): { before: string; words: string; after: string } {
  const line = (part: string) => part.replace(/\s+/g, ' ');
  const from = Math.max(0, start - around);
  const to = Math.min(text.length, end + around);
  return {
    before: (from > 0 ? '…' : '') + line(text.slice(from, start)).trimStart(),
    words: line(text.slice(start, end)),
    after: line(text.slice(end, to)).trimEnd() + (to < text.length ? '…' : ''),
  };
}
