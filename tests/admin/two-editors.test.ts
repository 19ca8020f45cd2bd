import { describe, expect, it } from 'vitest';
import { generatedConfig } from '../../admin/cms-config.ts';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { CollidedSave, RefusedSave } from '../../admin/session/refusal.ts';
import type { LastChange } from '../../admin/repository/repository.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { whenWords } from '../../schema/messages/words.ts';
import { lineDiff, open, refusedBy, saveOpened, started, type Cms } from './session-harness.ts';

/*
 * Two editors on one page: the save session compares the text a draft began from with the file as
 * it is at save time, merges what someone else saved meanwhile when the changes touch different
 * fields, and refuses, naming each field as the form does, when they touch the same ones — before
 * anything is written, and against a third save between the check and the write.
 */

interface Card {
  title: string;
  description: string;
}
type Page = Record<string, unknown> & { path: string; sections: (Record<string, unknown> & { cards?: Card[] })[] };

const file = 'content/pages/consultorio.yaml';
const shipped = started().backend.text(file)!;
const gridAt = (readYaml(shipped) as Page).sections.findIndex((section) => section.type === 'card-grid');
const cards = (data: Page) => data.sections[gridAt]!.cards!;
const cardTitle = (index: number) => cards(readYaml(shipped) as Page)[index]!.title;
const sectionsField = generatedConfig.collections[0].fields.find((field) => field.name === 'sections')!;
/** "Seção 2 · Grade de cartões › Cartão 1 › Título", from the form's own labels. */
const cardPlace = (card: number) => {
  const grid = sectionsField.types!.find((type) => type.name === 'card-grid')!;
  const cardsField = grid.fields!.find((field) => field.name === 'cards')!;
  const title = cardsField.fields!.find((field) => field.name === 'title')!;
  return `${sectionsField.label_singular!} ${gridAt + 1} · ${grid.label} › ${cardsField.label_singular!} ${card} › ${title.label}`;
};

/** The page's data, with `edit` applied: what an editor's form holds. */
function edited(edit: (data: Page) => void, text = shipped): Page {
  const data = structuredClone(readYaml(text)) as Page;
  edit(data);
  return data;
}

/** Another editor (Ana) publishes an edit of the page as it is now, straight to the repository. */
function anaPublishes(cms: Cms, edit: (text: string) => string): string {
  const text = edit(cms.backend.text(file)!);
  cms.backend.saveAs('Ana Souza', file, text);
  return text;
}

const renameCard = (index: number, title: string) => (text: string) =>
  text.replace(`title: ${cardTitle(index)}\n`, `title: ${title}\n`);

describe('two editors on one page', () => {
  it('keeps both changes to different fields: the second save is written into the first one’s text, one line changed', async () => {
    const cms = started();
    const merged: [string, LastChange][] = [];
    cms.session.on('merged', (merged_, other) => merged.push([merged_, other]));
    open(cms, file);
    const anas = anaPublishes(cms, renameCard(0, 'Clínica Geral e Preventiva'));
    await saveOpened(
      cms,
      edited((data) => (cards(data)[1]!.title = 'Estética do Sorriso')),
      file,
    );
    const written = cms.backend.text(file)!;
    expect(lineDiff(anas, written)).toEqual([`        title: ${cardTitle(1)} →         title: Estética do Sorriso`]);
    expect(written).toContain('title: Clínica Geral e Preventiva');
    expect(merged).toEqual([[file, { who: 'Ana Souza', at: cms.backend.lastChanges.get(file)!.at }]]);
  });

  it('refuses a change to a field the other editor changed too, naming it as the form does with both values, and writes nothing', async () => {
    const cms = started();
    open(cms, file);
    const anas = anaPublishes(cms, renameCard(0, 'Clínica da Ana'));
    const refused = await refusedBy(
      saveOpened(
        cms,
        edited((data) => {
          cards(data)[0]!.title = 'Clínica do Bruno';
          cards(data)[2]!.description = 'Só do Bruno.';
        }),
        file,
      ),
    );
    expect(refused).toBeInstanceOf(CollidedSave);
    const collided = refused as CollidedSave;
    const when = whenWords(cms.backend.lastChanges.get(file)!.at!);
    expect(collided.title).toEqual(say('cms-collision', { who: 'Ana Souza', when, what: 'esta página', count: 1 }));
    expect(collided.title.message).toMatch(/Ana Souza publicou esta página hoje às \d\d:\d\d/);
    const { message, hint } = say('cms-collision-value', { theirs: '“Clínica da Ana”', mine: '“Clínica do Bruno”' });
    expect(collided.problems).toEqual([
      { place: cardPlace(1), message, hint, file, fieldPath: ['sections', gridAt, 'cards', 0, 'title'] },
    ]);
    expect(cms.backend.text(file)).toBe(anas);
    expect(cms.refusals).toEqual([refused]);
  });

  it('checks again when a third editor saves between the check and the write: nothing of theirs is overwritten', async () => {
    const cms = started();
    open(cms, file);
    let carlas = '';
    cms.backend.beforeWrite = () => {
      carlas = cms.backend.text(file)!.replace(`title: ${cardTitle(3)}\n`, 'title: Odontopediatria da Carla\n');
      cms.backend.saveAs('Carla Dias', file, carlas);
    };
    await saveOpened(
      cms,
      edited((data) => (cards(data)[1]!.title = 'Estética do Sorriso')),
      file,
    );
    const written = cms.backend.text(file)!;
    expect(lineDiff(carlas, written)).toEqual([`        title: ${cardTitle(1)} →         title: Estética do Sorriso`]);
  });

  it('checks again when another page is saved between the check and the write: written, nothing said but saved', async () => {
    const cms = started();
    const merged: unknown[] = [];
    cms.session.on('merged', (...told) => merged.push(told));
    open(cms, file);
    const otherFile = 'content/pages/assessoria.yaml';
    const others = cms.backend.text(otherFile)!.replace(/^title: .*$/m, 'title: Assessoria Tributária | Grupo INVERO');
    // Bruno's save moves the repository under the checked write, which is refused and checked again.
    cms.backend.beforeWrite = () => cms.backend.saveAs('Bruno Lima', otherFile, others);
    await saveOpened(
      cms,
      edited((data) => (cards(data)[0]!.title = 'Clínica Geral e Preventiva')),
      file,
    );
    expect(cms.backend.text(otherFile)).toBe(others);
    expect(lineDiff(shipped, cms.backend.text(file)!)).toEqual([
      `        title: ${cardTitle(0)} →         title: Clínica Geral e Preventiva`,
    ]);
    expect(merged).toEqual([]);
    expect(cms.refusals).toEqual([]);
  });

  it('refuses a save of a page someone else deleted meanwhile, saying so, and writes nothing', async () => {
    const cms = started();
    open(cms, file);
    cms.backend.saveAs('Ana Souza', file, undefined);
    const refused = (await refusedBy(
      saveOpened(
        cms,
        edited((data) => (cards(data)[1]!.title = 'Estética')),
        file,
      ),
    )) as CollidedSave;
    expect(refused).toBeInstanceOf(CollidedSave);
    expect(refused.deleted).toBe(true);
    expect(refused.title.message).toContain('Ana Souza apagou esta página');
    expect(cms.backend.files.has(file)).toBe(false);
  });

  it('refuses a new page whose file someone else created meanwhile', async () => {
    const cms = started();
    const created = 'content/pages/clinica-sul.yaml';
    cms.backend.saveAs('Ana Souza', created, shipped.replace('path: /consultorio', 'path: /clinica-sul'));
    const data = edited((page) => (page.path = '/clinica-sul'));
    const refused = await refusedBy(saveOpened(cms, data, created, { newRecord: true, raw: '' }));
    expect(refused).toBeInstanceOf(RefusedSave);
    expect((refused as RefusedSave).title).toEqual(say('cms-address-taken'));
  });

  it('commits in the form’s words: the page, where, and the value before and after', async () => {
    const cms = started();
    open(cms, file);
    await saveOpened(
      cms,
      edited((data) => (cards(data)[1]!.title = 'Estética do Sorriso')),
      file,
    );
    expect(cms.backend.messages).toEqual([
      `Página /consultorio › ${cardPlace(2)}: “${cardTitle(1)}” → “Estética do Sorriso”`,
    ]);
  });

  it('commits a deletion and an upload by what they are', async () => {
    const cms = started();
    cms.backend.files.set('content/images/solta.jpg', new Uint8Array([0xff, 0xd8]));
    await cms.backend.deleteFiles(['content/images/solta.jpg'], 'Delete “solta.jpg”');
    const title = (readYaml(shipped) as { title: string }).title;
    cms.backend.files.set('content/pages/solta.yaml', shipped.replace('path: /consultorio', 'path: /solta'));
    await cms.backend.deleteFiles(['content/pages/solta.yaml'], 'Delete Página “solta”');
    expect(cms.backend.messages).toEqual([
      say('cms-commit-deleted', { names: 'solta.jpg' }).message,
      say('cms-commit-deleted', { names: say('cms-other-page', { title }).message }).message,
    ]);
  });
});

describe('every way a save ends is told', () => {
  it('a repository that moves at every write: refused in words after a few checks, nothing written over', async () => {
    const cms = started();
    open(cms, file);
    const beforeWrite = () => {
      cms.backend.saveAs('Carla Dias', file, cms.backend.text(file)!.replace(/\n$/, '\n# outra\n'));
      cms.backend.beforeWrite = beforeWrite;
    };
    cms.backend.beforeWrite = beforeWrite;
    const refused = await refusedBy(
      saveOpened(
        cms,
        edited((data) => (cards(data)[1]!.title = 'Estética')),
        file,
      ),
    );
    cms.backend.beforeWrite = undefined;
    expect(refused).toBeInstanceOf(RefusedSave);
    expect((refused as RefusedSave).title).toEqual(say('cms-repository-busy'));
    expect(cms.refusals).toEqual([refused]);
    expect(cms.backend.text(file)).not.toContain('Estética\n');
  });
});
