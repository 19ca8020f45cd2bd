/**
 * The local editor's part of what the browser scenarios show (tests/e2e/versions/, past-versions/), without
 * a browser: the CMS's own save session, guard and repository adapter (admin/repository/local/repository.ts,
 * admin/repository/local/history.ts) over the real local backend of `npm run cms`, on a temporary git
 * copy of the content, its requests sent as Decap's proxy backend sends them. What only a browser
 * shows (the form, the notices, the history's screen) is the browser scenarios', which run every one
 * online and the richest of each family locally too (cms-versions, cms-history .e2e.test.ts).
 * docs/decisoes/cada-teste-no-nivel-mais-baixo-que-mostra-o-que.md ("Cada teste no nível mais baixo…") lists which local scenario moved here.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { generatedConfig } from '../../../admin/cms-config.ts';
import { readYaml } from '../../../admin/yaml/keep-text-format.ts';
import { photosToBringBack } from '../../../admin/past-versions/version-photos.ts';
import { guardedBackend, type BackendClass } from '../../../admin/session/guarded-backend.ts';
import { localRepository } from '../../../admin/repository/local/repository.ts';
import type { PublishedChange } from '../../../admin/session/published.ts';
import { putBack, type PutBack } from '../../../admin/session/put-back.ts';
import type { RefusedSave } from '../../../admin/session/refusal.ts';
import type { LastChange } from '../../../admin/repository/repository.ts';
import { SaveSession } from '../../../admin/session/save-session.ts';
import { contentDir } from '../../../project/environment.ts';
import { say } from '../../../schema/messages/catalogue/index.ts';
import { startLocalBackend } from '../../../scripts/cms/local-backend.ts';
import { freePort } from '../../../scripts/lib/ports.ts';
import { entry, lineDiff, refusedBy } from '../../admin/session-harness.ts';
import { decapProxyClient, type ProxyClientOptions } from '../../support/decap-proxy-client.ts';
import { runScript } from '../run.ts';

const clinic = 'content/pages/consultorio.yaml';
const home = 'content/pages/home.yaml';
const southPage = 'content/pages/clinica-sul.yaml';
/** Who runs `npm run cms` here: the checkout's git identity, in whose name each publish is a commit. */
const editor = 'Ana Souza';

type Data = { sections: (Record<string, unknown> & { type: string; title?: string; cards?: { title: string }[] })[] };
const cardsIn = (data: Data) => data.sections.find((section) => section.type === 'card-grid')!.cards!;
const cardsOf = (text: string) => cardsIn(readYaml(text) as Data);
const heroLabel = generatedConfig.collections[0].fields
  .find((field) => field.name === 'sections')!
  .types!.find((type) => type.name === 'hero')!.label;
const heroOf = (data: Data) => data.sections.find((section) => section.type === 'hero')!;

/** A git checkout of the site's content, as `npm run cms` runs in, and the local backend over it. */
async function localCms() {
  const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'invero-local-session-')));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  cpSync(contentDir, path.join(root, 'content'), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  git('init', '--quiet');
  git('config', 'user.name', editor);
  git('config', 'user.email', 'ana@grupoinvero.com.br');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'conteúdo do site');

  const port = await freePort();
  const cmsOrigin = `http://127.0.0.1:${await freePort()}`;
  const secret = 'segredo-desta-execucao';
  const backend = await startLocalBackend({ root, port, cmsOrigin, secret, log: () => {} });
  onTestFinished(() => backend.close());

  const file = (name: string) => path.join(root, name);
  return {
    text: (name: string) => (existsSync(file(name)) ? readFileSync(file(name), 'utf8') : undefined),
    bytes: (name: string) => (existsSync(file(name)) ? readFileSync(file(name)) : undefined),
    /** Another editor's save: the file written on disk, not committed, as a hand edit of the checkout. */
    writeByHand: (name: string, content: string | Buffer) => writeFileSync(file(name), content),
    /** Another editor's change as a commit of theirs: the file's new bytes, or null to remove it. */
    commitAs: (name: string, content: string | Buffer | null) => {
      if (content === null) rmSync(file(name));
      else writeFileSync(file(name), content);
      git('add', '--all', '--', name);
      git('commit', '--quiet', '--author', 'Bruno Lima <bruno@127.0.0.1>', '--message', 'Outra mudança');
    },
    versions: () => Number(git('rev-list', '--count', 'HEAD').trim()),
    newest: () => {
      const [author = '', subject = ''] = git('log', '-1', '--format=%an%n%s').trim().split('\n');
      return { author, subject, commit: git('rev-parse', 'HEAD').trim() };
    },
    validates: () => runScript('validate.ts', [file('content')]).status === 0,
    /** An editor's CMS in a tab of their own: a save session, its backend guarded as the CMS registers it. */
    open: (hooks: ProxyClientOptions['beforeNextWrite'] = {}) =>
      editorCms(decapProxyClient({ port, cmsOrigin, secret, beforeNextWrite: hooks })),
  };
}

function editorCms(client: ReturnType<typeof decapProxyClient>) {
  const session = new SaveSession();
  const Guarded = guardedBackend(client as unknown as BackendClass, session, localRepository);
  const backend = new Guarded();
  const told = { merged: [] as [string, LastChange][], published: [] as PublishedChange[] };
  session.on('merged', (file, other) => told.merged.push([file, other]));
  session.on('published', (change) => told.published.push(change));
  return {
    session,
    told,
    /** The entry opened: the form's draft begins from the file as the backend answers it now. */
    openEntry: async (file: string) => {
      const { data } = await backend.getEntry(file);
      session.opened(file, data ?? undefined);
    },
    /** Publicar, with what the form holds (the opened text, edited), as Decap saves: pre-save, `toFile`, the backend. */
    publish: async (file: string, edit: (data: Data) => void) => {
      const opened = session.baseOf(file)!;
      const data = structuredClone(readYaml(opened)) as Data;
      edit(data);
      session.prepareSave(entry(data, { path: file, slug: path.basename(file, '.yaml'), raw: opened }));
      const raw = session.formatter.toFile(data);
      await backend.persistEntry({ dataFiles: [{ path: file, raw }], assets: [] }, {});
    },
    /** "Restaurar esta versão" in the history: the version's text over the current, its photos from it (admin/past-versions/restore.ts). */
    restore: async (files: PutBack[], from?: string) => {
      const photos = from === undefined ? [] : await photosToBringBack(session, files, from);
      await putBack(session, files, 'Restaurada', photos);
    },
    deleteFiles: (paths: string[]) => backend.deleteFiles(paths, ''),
    history: () => session.repository!.history,
  };
}

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

/** A page of the clinic's second unit, "Clínica Sul", made from the clinic's page. */
const clinicSouth = (clinicText: string) =>
  clinicText
    .replace(/^path: .*$/m, 'path: /clinica-sul')
    .replace(/^title: .*$/m, 'title: Clínica Sul')
    .replace(/^description: .*$/m, 'description: A unidade da zona sul do INVERO Consultório.');
