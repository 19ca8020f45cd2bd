/**
 * The words an editor meets on the CMS's screens, and the words that must never be among them: English
 * (Decap's own interface, and the libraries it draws with) and code (the content's YAML keys, and
 * literals such as null or undefined that a program writes where it meant "empty").
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { config, type ConfigField } from './cms-fields.ts';

/** Every phrase of one of Decap's locales (read as text: the package's ES modules are not Node's). */
function localePhrases(locale: 'en' | 'pt'): string[] {
  const file = createRequire(import.meta.url).resolve(`decap-cms-locales/dist/esm/${locale}/index.js`);
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/:\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
}

export const wordsOf = (text: string) =>
  (text.replace(/%\{\w+\}/g, ' ').match(/\p{L}[\p{L}']*/gu) ?? []).map((w) => w.toLowerCase());

/** Every text the content holds (its values, not its keys): the editors' own words, whatever language. */
function contentTexts(contentDir: string): string[] {
  const files = [
    'site.yaml',
    'companies.yaml',
    ...readdirSync(path.join(contentDir, 'pages')).map((f) => `pages/${f}`),
  ];
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  for (const file of files) walk(readYaml(readFileSync(path.join(contentDir, file), 'utf8')));
  return texts;
}

/** Every name of a field, and of a kind of list item, in the generated configuration: the YAML's keys. */
function configNames(fields: readonly ConfigField[]): string[] {
  return fields.flatMap((field) => [field.name, ...configNames([...(field.fields ?? []), ...(field.types ?? [])])]);
}

/** The words the configuration shows: labels, hints, the names of choices ("Buscadores (SEO)"). */
function configWords(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(configWords);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'string' && ['label', 'label_singular', 'hint'].includes(key)
      ? wordsOf(inner)
      : configWords(inner),
  );
}

/** Literals of code that say "nothing" or "yes/no" in a program's words. */
const codeLiterals = ['null', 'undefined', 'nan', 'true', 'false'];

export interface ForbiddenWords {
  english: Set<string>;
  code: Set<string>;
}

/**
 * English words Decap's interface is made of (its English locale, the libraries it draws with), and
 * the words of code (the YAML's keys, split as words, and code literals), less any word of Decap's
 * Portuguese locale or of the content's own texts ("data", "post" and the like are Portuguese too).
 */
export function forbiddenWords(contentDir: string): ForbiddenWords {
  // The names of keys, as Portuguese keyboards and texts write them.
  const keys = ['enter', 'backspace', 'ctrl', 'shift', 'space'];
  const portuguese = new Set([
    ...localePhrases('pt').flatMap(wordsOf),
    ...contentTexts(contentDir).flatMap(wordsOf),
    ...keys,
  ]);
  const libraries = ['sortable', 'draggable', 'droppable', 'focused', 'deselected', 'press', 'loading', 'options'];
  const english = [...localePhrases('en').flatMap(wordsOf), ...libraries];
  const collections = config.collections as { fields?: ConfigField[]; files?: { fields: ConfigField[] }[] }[];
  const names = collections.flatMap((collection) =>
    configNames([...(collection.fields ?? []), ...(collection.files ?? []).flatMap((file) => file.fields)]),
  );
  const formWords = new Set(configWords(config));
  const foreign = (words: string[], minimum: number) =>
    new Set(words.filter((word) => word.length >= minimum && !portuguese.has(word)));
  return {
    english: foreign(english, 4),
    // A key as one word ("linklabel") and as the words it is made of ("card", "grid").
    code: new Set(
      [...foreign([...names.map((name) => name.toLowerCase()), ...names.flatMap(wordsOf), ...codeLiterals], 3)].filter(
        (word) => !formWords.has(word),
      ),
    ),
  };
}

/** The words an editor can meet in a document: its text, hidden text for screen readers too, and the names and tips of its controls. */
function documentWords(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const parent = walker.currentNode.parentElement;
    if (parent && !['STYLE', 'SCRIPT', 'NOSCRIPT'].includes(parent.tagName))
      found.push(walker.currentNode.nodeValue ?? '');
  }
  const attributes = ['aria-label', 'aria-roledescription', 'aria-description', 'title', 'placeholder', 'alt'];
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of attributes) {
      const value = element.getAttribute(attribute);
      if (value) found.push(value);
    }
  }
  return found;
}

/** The words of the page and of its frames (the preview). */
async function screenWords(page: Page): Promise<string[]> {
  const frames = await Promise.all(page.frames().map((frame) => frame.evaluate(documentWords).catch(() => [])));
  return frames.flat();
}

/** Fails on any English word, and on any word of code, shown on the screen. */
export async function expectEditorWords(page: Page, screen: string, forbidden: ForbiddenWords) {
  const texts = await screenWords(page);
  const offending = texts.flatMap((text) =>
    wordsOf(text).flatMap((word) =>
      (['english', 'code'] as const)
        .filter((kind) => forbidden[kind].has(word))
        .map((kind) => `${kind}: ${word} in "${text.trim().slice(0, 80)}"`),
    ),
  );
  expect(offending, screen).toEqual([]);
}
