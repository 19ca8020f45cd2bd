import { en } from 'decap-cms-locales';
import { describe, expect, it } from 'vitest';
import { portuguesePhrases } from '../../admin/wording.ts';

type Phrases = { [key: string]: string | Phrases };

function flatten(phrases: Phrases, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(phrases)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(at, value);
    else for (const [inner, phrase] of flatten(value, at)) flat.set(inner, phrase);
  }
  return flat;
}

/** Phrases written the same in both languages: a placeholder alone, or words Portuguese uses as they are. */
const sameInBoth = new Set(['%{details}', '%{date}', 'Link', 'Markdown']);

describe("the words of Decap's interface", () => {
  const english = flatten(en);
  const portuguese = flatten(portuguesePhrases);

  it('have a Portuguese phrase for every phrase of the English locale', () => {
    expect(english.size).toBeGreaterThan(200);
    expect([...english.keys()].filter((key) => !portuguese.has(key))).toEqual([]);
  });

  it('say none of them in English', () => {
    const untranslated = [...english].filter(
      ([key, phrase]) => portuguese.get(key) === phrase && !sameInBoth.has(phrase),
    );
    expect(untranslated).toEqual([]);
  });

  // Left out on purpose: the search reads every entry, whichever collection was on screen (admin/search/search-screen.ts).
  const searchedCollection = { key: 'collection.collectionTop.searchResultsInCollection', name: 'collection' };

  it('keep the placeholders Decap fills in', () => {
    for (const [key, phrase] of english) {
      const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();
      const needed = placeholders(phrase).filter(
        (name) => name !== 'widgetLabel' && !(key === searchedCollection.key && name === searchedCollection.name),
      );
      expect(placeholders(portuguese.get(key) ?? ''), key).toEqual(expect.arrayContaining(needed));
    }
  });
});
