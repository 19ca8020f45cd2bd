import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { changesBetween } from '../../admin/yaml/changes.ts';
import { mergeEdits } from '../../admin/yaml/merge.ts';
import { contentDir } from '../../project/environment.ts';

/*
 * Two editors' changes to one page, put together value by value (admin/yaml/merge.ts), and the
 * changes between two versions (admin/yaml/changes.ts), on the shipped clinic page.
 */

interface Card {
  title: string;
  description: string;
  features: string[];
}
type Page = Record<string, unknown> & { sections: (Record<string, unknown> & { cards?: Card[] })[] };

const page = readYaml(readFileSync(path.join(contentDir, 'pages/consultorio.yaml'), 'utf8')) as Page;
const gridAt = page.sections.findIndex((section) => section.type === 'card-grid');
const copy = () => structuredClone(page);
const cardsOf = (data: Page) => data.sections[gridAt]!.cards!;

describe('two editors on one page', () => {
  it('keeps both changes when they touch different cards, with no collision', () => {
    const mine = copy();
    cardsOf(mine)[0]!.title = 'Clínica Geral e Preventiva';
    const theirs = copy();
    cardsOf(theirs)[1]!.title = 'Estética do Sorriso';
    const { data, collisions } = mergeEdits(page, mine, theirs);
    expect(collisions).toEqual([]);
    const expected = copy();
    cardsOf(expected)[0]!.title = 'Clínica Geral e Preventiva';
    cardsOf(expected)[1]!.title = 'Estética do Sorriso';
    expect(data).toEqual(expected);
  });

  it('names a value both changed differently, where it is, and settles it for the side preferred', () => {
    const mine = copy();
    cardsOf(mine)[0]!.title = 'Minha';
    cardsOf(mine)[2]!.description = 'Só minha.';
    const theirs = copy();
    cardsOf(theirs)[0]!.title = 'Dela';
    const keptTheirs = mergeEdits(page, mine, theirs);
    expect(keptTheirs.collisions).toEqual([
      {
        path: ['sections', gridAt, 'cards', 0, 'title'],
        base: cardsOf(page)[0]!.title,
        mine: 'Minha',
        theirs: 'Dela',
      },
    ]);
    expect(cardsOf(keptTheirs.data as Page)[0]!.title).toBe('Dela');
    // This editor's other change is kept either way.
    expect(cardsOf(keptTheirs.data as Page)[2]!.description).toBe('Só minha.');
    const keptMine = mergeEdits(page, mine, theirs, 'mine');
    expect(keptMine.data).toEqual(mine);
  });

  it('sees no collision where both made the same change', () => {
    const mine = copy();
    cardsOf(mine)[0]!.title = 'Igual';
    const theirs = structuredClone(mine);
    expect(mergeEdits(page, mine, theirs)).toEqual({ data: mine, collisions: [] });
  });

  it('keeps a line added to one card and a card removed by the other', () => {
    const mine = copy();
    cardsOf(mine)[0]!.features.push('Atendimento de urgência');
    const theirs = copy();
    cardsOf(theirs).splice(3, 1);
    const { data, collisions } = mergeEdits(page, mine, theirs);
    expect(collisions).toEqual([]);
    const expected = copy();
    cardsOf(expected)[0]!.features.push('Atendimento de urgência');
    cardsOf(expected).splice(3, 1);
    expect(data).toEqual(expected);
  });

  it('collides on a card one removed and the other edited; preferring the edit brings it back in its place', () => {
    const mine = copy();
    cardsOf(mine)[1]!.description = 'Editada.';
    const theirs = copy();
    cardsOf(theirs).splice(1, 1);
    const { collisions, data } = mergeEdits(page, mine, theirs);
    expect(collisions.map((collision) => collision.path)).toEqual([['sections', gridAt, 'cards', 1]]);
    expect(collisions[0]!.theirs).toBeUndefined();
    expect(cardsOf(data as Page)).toEqual(cardsOf(theirs));
    expect(cardsOf(mergeEdits(page, mine, theirs, 'mine').data as Page)).toEqual(cardsOf(mine));
  });

  it('keeps sections both added, theirs first, and a key this editor cleared', () => {
    const mine = copy();
    mine.sections.push({ type: 'cta', title: 'Minha chamada' });
    delete mine.company;
    const theirs = copy();
    theirs.sections.push({ type: 'cta', title: 'A chamada dela' });
    const { data, collisions } = mergeEdits(page, mine, theirs);
    expect(collisions).toEqual([]);
    expect((data as Page).sections.slice(-2).map((section) => section.title)).toEqual([
      'A chamada dela',
      'Minha chamada',
    ]);
    expect(data).not.toHaveProperty('company');
  });

  it('keeps one side’s new order with the other side’s edits; two new orders collide as one list', () => {
    const mine = copy();
    cardsOf(mine).reverse();
    const theirs = copy();
    cardsOf(theirs)[0]!.description = 'Editada por ela.';
    const { data, collisions } = mergeEdits(page, mine, theirs);
    expect(collisions).toEqual([]);
    expect(cardsOf(data as Page).map((card) => card.title)).toEqual(cardsOf(mine).map((card) => card.title));
    expect(cardsOf(data as Page).at(-1)!.description).toBe('Editada por ela.');

    const other = copy();
    [cardsOf(other)[0], cardsOf(other)[1]] = [cardsOf(other)[1]!, cardsOf(other)[0]!];
    const both = mergeEdits(page, mine, other);
    expect(both.collisions.map((collision) => collision.path)).toEqual([['sections', gridAt, 'cards']]);
  });
});

describe('the changes between two versions', () => {
  it('lists each value changed, item added or removed, and a list reordered, where each is', () => {
    const after = copy();
    cardsOf(after)[0]!.title = 'Nova';
    cardsOf(after)[1]!.features.splice(0, 1);
    after.sections.push({ type: 'cta', title: 'Nova chamada' });
    expect(changesBetween(page, after)).toEqual([
      {
        kind: 'changed',
        path: ['sections', gridAt, 'cards', 0, 'title'],
        before: cardsOf(page)[0]!.title,
        after: 'Nova',
      },
      {
        kind: 'removed',
        path: ['sections', gridAt, 'cards', 1, 'features', 0],
        before: cardsOf(page)[1]!.features[0],
      },
      { kind: 'added', path: ['sections', page.sections.length], after: { type: 'cta', title: 'Nova chamada' } },
    ]);
    const reordered = copy();
    cardsOf(reordered).reverse();
    expect(changesBetween(page, reordered)).toEqual([{ kind: 'reordered', path: ['sections', gridAt, 'cards'] }]);
    expect(changesBetween(page, copy())).toEqual([]);
  });
});
