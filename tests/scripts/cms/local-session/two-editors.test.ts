/**
 * The local editor's part of what the browser scenarios show (tests/e2e/versions/, past-versions/), without
 * a browser: the CMS's own save session, guard and repository adapter (admin/repository/local/repository.ts,
 * admin/repository/local/history.ts) over the real local backend of `npm run cms`, on a temporary git
 * copy of the content, its requests sent as Decap's proxy backend sends them. What only a browser
 * shows (the form, the notices, the history's screen) is the browser scenarios', which run every one
 * online and the richest of each family locally too (cms-versions, cms-history .e2e.test.ts).
 * docs/decisoes/cada-teste-no-nivel-mais-baixo-que-mostra-o-que.md ("Cada teste no nível mais baixo…") lists which local scenario moved here.
 */
import { describe, expect, it } from 'vitest';
import { lineDiff } from '../../../admin/session-harness.ts';
import { clinic, editor, cardsIn, cardsOf, localCms } from './editors.ts';

describe('two editors with the local editor', () => {
  it('different cards: both kept, in the order published, each a one-line change, each a commit in the checkout’s name', async () => {
    const cms = await localCms();
    const shipped = cms.text(clinic)!;
    const [first, second] = cardsOf(shipped);
    const ana = cms.open();
    const bruno = cms.open();
    await ana.openEntry(clinic);
    await bruno.openEntry(clinic);

    await ana.publish(clinic, (data) => (cardsIn(data)[0]!.title = 'Clínica Geral e Preventiva'));
    const anas = cms.text(clinic)!;
    expect(lineDiff(shipped, anas)).toEqual([
      `        title: ${first!.title} →         title: Clínica Geral e Preventiva`,
    ]);
    await bruno.publish(clinic, (data) => (cardsIn(data)[1]!.title = 'Estética do Sorriso'));
    const brunos = cms.text(clinic)!;
    expect(lineDiff(anas, brunos)).toEqual([`        title: ${second!.title} →         title: Estética do Sorriso`]);
    // Bruno is told Ana's change was kept, and when (locally only when: the backend knows no one's name).
    expect(bruno.told.merged).toEqual([[clinic, { at: expect.any(Date) as Date }]]);
    // Each publish a commit of the checkout in its own name, with the CMS's message, the one told.
    expect(cms.versions()).toBe(3);
    expect(cms.newest()).toEqual({
      author: editor,
      subject: bruno.told.published[0]!.message,
      commit: bruno.told.published[0]!.commit,
    });
    expect(cms.validates()).toBe(true);
  });

  it('a third editor saving between the check and the write: checked again, nothing of theirs overwritten', async () => {
    const cms = await localCms();
    const [, second, , fourth] = cardsOf(cms.text(clinic)!);
    const hooks: { run?: () => void } = {};
    const bruno = cms.open(hooks);
    await bruno.openEntry(clinic);
    let carlas = '';
    hooks.run = () => {
      carlas = cms.text(clinic)!.replace(`title: ${fourth!.title}\n`, 'title: Odontopediatria da Carla\n');
      cms.writeByHand(clinic, carlas);
    };
    await bruno.publish(clinic, (data) => (cardsIn(data)[1]!.title = 'Estética do Sorriso'));
    expect(carlas).not.toBe('');
    expect(lineDiff(carlas, cms.text(clinic)!)).toEqual([
      `        title: ${second!.title} →         title: Estética do Sorriso`,
    ]);
  });
});
