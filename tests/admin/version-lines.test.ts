import { describe, expect, it } from 'vitest';
import { generatedConfig } from '../../admin/cms-config.ts';
import { textReader, versionShown } from '../../admin/past-versions/version-lines.ts';
import { placeSeparator } from '../../admin/session/words/form-place.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { heroOf, home, homeData, homeFile, save, started } from './session-harness.ts';

/*
 * An entry's history in the form's words: each version with what it changed from the one before,
 * computed from the two texts with the labels the refusals use; newest first.
 */

const sections = generatedConfig.collections[0].fields.find((field) => field.name === 'sections')!;
const hero = sections.types!.find((type) => type.name === 'hero')!;
const heroTitle = hero.fields!.find((field) => field.name === 'title')!.label;
const heroPosition = homeData().sections.findIndex((section) => section.type === 'hero') + 1;

describe("an entry's versions, in the form's words", () => {
  it('lists each publish newest first, with who, when and the change between the two texts', async () => {
    const cms = started();
    const first = homeData();
    heroOf(first).title = 'Primeiro título';
    await save(cms, first);
    const second = homeData();
    heroOf(second).title = 'Segundo título';
    await save(cms, second);

    const history = cms.session.repository!.history;
    const { items, more } = await history.versions(homeFile, 1);
    expect(more).toBe(false);
    expect(items.map((version) => version.message)).toEqual([
      expect.stringContaining('Segundo título'),
      expect.stringContaining('Primeiro título'),
      'Conteúdo do site',
    ]);
    const textAt = textReader(history, homeFile);
    const [newest, older, created] = await Promise.all(items.map((version) => versionShown(homeFile, version, textAt)));
    const place = [`Seção ${heroPosition} · ${hero.label}`, heroTitle].join(placeSeparator);
    expect(newest!.lines).toEqual([
      say('cms-change-changed', { place, before: '“Primeiro título”', after: '“Segundo título”' }).message,
    ]);
    expect(newest!.who).toBe('Ana Souza');
    expect(older!.lines).toEqual([
      say('cms-change-changed', {
        place,
        before: `“${heroOf(homeData()).title as string}”`,
        after: '“Primeiro título”',
      }).message,
    ]);
    expect(created!.lines).toEqual([say('cms-history-created').message]);
    expect(created!.text).toBe(home);
  });

  it('says when a version changed nothing the form shows, and when it deleted the file', async () => {
    const cms = started();
    cms.backend.saveAs('Bruno Lima', homeFile, `${home}\n# um comentário\n`);
    cms.backend.saveAs('Bruno Lima', homeFile, undefined);
    const history = cms.session.repository!.history;
    const textAt = textReader(history, homeFile);
    const { items } = await history.versions(homeFile, 1);
    const [deleted, comment] = await Promise.all(items.map((version) => versionShown(homeFile, version, textAt)));
    expect(deleted!.lines).toEqual([say('cms-history-deleted').message]);
    expect(comment!.lines).toEqual([say('cms-history-no-change').message]);
    expect(comment!.who).toBe('Bruno Lima');
  });
});
