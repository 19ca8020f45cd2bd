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
import { putBack } from '../../../../admin/session/put-back.ts';
import type { RefusedSave } from '../../../../admin/session/refusal.ts';
import { say } from '../../../../schema/messages/catalogue/index.ts';
import { refusedBy } from '../../../admin/session-harness.ts';
import { clinic, home, southPage, editor, heroLabel, heroOf, localCms, clinicSouth } from './editors.ts';

describe('after Publicar, with the local editor: undo, restore and what comes back', () => {
  it('"Desfazer" right after a publish puts the text before it back, byte for byte, as a new version', async () => {
    const cms = await localCms();
    const shipped = cms.text(clinic)!;
    const ana = cms.open();
    await ana.openEntry(clinic);
    await ana.publish(clinic, (data) => (heroOf(data).title = 'Consultório, por engano'));
    const count = cms.versions();
    // What the notice's "Desfazer" writes (admin/going-live/publications-view.ts): each file's text before, over the text after.
    const [published] = ana.told.published;
    await ana.restore(published!.files.map((file) => ({ path: file.path, text: file.before, expected: file.after })));
    expect(cms.versions()).toBe(count + 1);
    expect(cms.text(clinic)).toBe(shipped);
    expect(cms.newest().author).toBe(editor);
    // The form's draft continues from what was written.
    expect(ana.session.baseOf(clinic)).toBe(shipped);
  });

  it('a restore whose photo was deleted since brings the photo back from that version, with the page, as one version in the editor’s name', async () => {
    const cms = await localCms();
    const photoFile = 'content/images/consultorio.jpg';
    const shipped = cms.text(clinic)!;
    const photo = cms.bytes(photoFile)!;
    // Another editor moved the page to a new photo and deleted the old one.
    cms.commitAs('content/images/outra.jpg', photo);
    cms.commitAs(clinic, shipped.replace('src: images/consultorio.jpg', 'src: images/outra.jpg'));
    cms.commitAs(photoFile, null);
    const ana = cms.open();
    await ana.openEntry(clinic);
    const { items } = await ana.history().versions(clinic, 1);
    const oldest = items.at(-1)!;
    const count = cms.versions();
    await ana.restore(
      [{ path: clinic, text: await ana.history().textIn(clinic, oldest.id), expected: cms.text(clinic) }],
      oldest.id,
    );
    expect(cms.versions()).toBe(count + 1);
    expect(cms.text(clinic)).toBe(shipped);
    expect(cms.bytes(photoFile)?.equals(photo)).toBe(true);
    expect(cms.newest().author).toBe(editor);
  });

  it('a restore that would break the site (a link to a page removed since) is refused, naming the place, and nothing is written', async () => {
    const cms = await localCms();
    const shipped = cms.text(home)!;
    // Another editor linked a button to a new page, took the link back and deleted the page.
    cms.commitAs(southPage, clinicSouth(cms.text(clinic)!));
    cms.commitAs(home, shipped.replace('action: notice', 'to: /clinica-sul'));
    cms.commitAs(home, shipped);
    cms.commitAs(southPage, null);
    const ana = cms.open();
    await ana.openEntry(home);
    const linked = (await ana.history().versions(home, 1)).items[1]!;
    const count = cms.versions();
    const text = await ana.history().textIn(home, linked.id);
    const refused = (await refusedBy(ana.restore([{ path: home, text, expected: shipped }], linked.id))) as RefusedSave;
    expect(refused.title).toEqual(say('cms-restore-refused', { count: 1 }));
    // The problem named by its place in the form: a button of the hero section.
    expect(refused.problems[0]!.place).toContain(heroLabel);
    expect(cms.versions()).toBe(count);
    expect(cms.text(home)).toBe(shipped);
  });

  it('a page deleted comes back from the list of pages deleted, as it was', async () => {
    const cms = await localCms();
    const text = clinicSouth(cms.text(clinic)!);
    cms.commitAs(southPage, text);
    cms.commitAs(southPage, null);
    const ana = cms.open();
    // What "Páginas apagadas" lists and brings back (admin/past-versions/deleted-view.ts).
    const { items } = await ana.history().deleted('page', 1);
    expect(items.map((deleted) => deleted.path)).toEqual([southPage]);
    const before = items[0]!.version.parent!;
    const was = await ana.history().textIn(southPage, before);
    expect(was).toBe(text);
    await ana.restore([{ path: southPage, text: was, expected: undefined }], before);
    expect(cms.text(southPage)).toBe(text);
    expect(cms.newest().author).toBe(editor);
  });

  it('a photo deleted from the photo library comes back from “Fotos apagadas” as it was: one version by the editor', async () => {
    const cms = await localCms();
    const name = 'sala-de-espera.jpg';
    const file = `content/images/${name}`;
    const photo = cms.bytes('content/images/consultorio.jpg')!;
    cms.commitAs(file, photo);
    const ana = cms.open();
    // Deleted from Decap's photo library: through the guard, a commit of the checkout.
    await ana.deleteFiles([file]);
    expect(cms.bytes(file)).toBeUndefined();
    expect(cms.newest().author).toBe(editor);

    const { items } = await ana.history().deleted('photo', 1);
    expect(items.map((deleted) => deleted.path)).toEqual([file]);
    const bytes = await ana.history().bytesIn(file, items[0]!.version.parent!);
    expect(Buffer.from(bytes!).equals(photo)).toBe(true);
    const count = cms.versions();
    await putBack(ana.session, [], `Foto de volta: ${name}`, [{ path: file, bytes: bytes! }]);
    expect(cms.bytes(file)?.equals(photo)).toBe(true);
    expect(cms.versions()).toBe(count + 1);
    expect(cms.newest()).toMatchObject({ author: editor, subject: `Foto de volta: ${name}` });
  });

  it('a photo put in its place between the check and the write: checked again, refused as taken, theirs kept', async () => {
    const cms = await localCms();
    const name = 'sala-de-espera.jpg';
    const file = `content/images/${name}`;
    const photo = cms.bytes('content/images/consultorio.jpg')!;
    cms.commitAs(file, photo);
    const hooks: { run?: () => void } = {};
    const ana = cms.open(hooks);
    await ana.deleteFiles([file]);
    const { items } = await ana.history().deleted('photo', 1);
    const bytes = await ana.history().bytesIn(file, items[0]!.version.parent!);
    // Another photo by that name, put there by hand: the same picture, a byte longer.
    const theirs = Buffer.concat([photo, Buffer.from([0])]);
    hooks.run = () => cms.writeByHand(file, theirs);
    const refused = (await refusedBy(
      putBack(ana.session, [], `Foto de volta: ${name}`, [{ path: file, bytes: bytes! }]),
    )) as RefusedSave;
    expect(refused.title).toEqual(say('cms-photo-back-taken', { photo: name }));
    expect(cms.bytes(file)?.equals(theirs)).toBe(true);
  });
});
