import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedConfig } from '../../admin/cms-config.ts';
import { portuguesePhrases } from '../../admin/wording.ts';
import { guideFile } from '../../schema/generate/guide.ts';
import { catalogue } from '../../schema/messages/catalogue/index.ts';
import { fileReader } from '../../schema/messages/catalogue/entry.ts';

/** Every phrase of Decap's interface as the CMS speaks it. */
const phrases = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(phrases);

/** Every label of the generated configuration: collections, fields, kinds of item, one item's name. */
function labels(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(labels);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'string' && ['label', 'label_singular'].includes(key) ? [inner] : labels(inner),
  );
}

/** The words the admin's own code writes on its buttons and in its notices: its string literals. */
function adminLiterals(folder = 'admin'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return adminLiterals(file);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return [...readFileSync(file, 'utf8').matchAll(/'([^'\n]+)'/g)].map((match) => match[1]!);
  });
}

/** The catalogue's fixed words (a button's name, a notice's title), as said with no data. */
const catalogueWords = Object.values(catalogue).flatMap((words) => {
  try {
    return [words.message({} as never, fileReader)];
  } catch {
    return [];
  }
});

const formLabels = labels(generatedConfig);
/** A phrase with a blank ("Adicionar %{item}") filled with each label, as Decap writes it (the item in lower case). */
const filled = (phrase: string) =>
  /%\{\w+\}/.test(phrase)
    ? formLabels.flatMap((label) => [label, label.toLowerCase()].map((word) => phrase.replace(/%\{\w+\}/g, word)))
    : [phrase];
const onScreen = new Set(
  [...phrases(portuguesePhrases), ...formLabels, ...catalogueWords, ...adminLiterals()].flatMap(filled),
);

/** What the guide tells an editor to click or touch: the bold words of each sentence that says so. */
function clicked(guide: string): string[] {
  const text = guide.replace(/\s+/g, ' ');
  const sentences = text.split(/(?<=[.:])\s/).filter((sentence) => /\b(?:[Cc]lique|[Tt]oque)\b/.test(sentence));
  // "clique em **Publicar** e depois em **Publicar agora**", "no botão **+ Página**", "**Publicar** → **Publicar agora**".
  const named = /(?:\bem|\bno botão|→)\s+\*\*([^*]+)\*\*/g;
  return sentences.flatMap((sentence) => [...sentence.matchAll(named)].map((match) => match[1]!));
}

describe("the editors' guide names the CMS's buttons", () => {
  it('with the words the editor sees on them', () => {
    const named = clicked(readFileSync(guideFile, 'utf8'));
    expect(named.length).toBeGreaterThanOrEqual(10);
    // "+ Página": the plus is drawn by Decap beside the collection's new-entry words.
    const unseen = named.filter((words) => !onScreen.has(words.replace(/^\+ /, '')));
    expect(unseen).toEqual([]);
  });
});
