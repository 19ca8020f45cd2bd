/**
 * Each publish of `npm run cms` is a version, as online: a commit of the files it wrote and nothing
 * else, in the checkout's name, beside whatever a developer is doing in the same checkout (other
 * files changed, staged or new stay exactly as they were); and the history the CMS reads back.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RefusedFile } from '../../../scripts/cms/content-files.ts';
import { localCommits } from '../../../scripts/cms/local-commits.ts';
import { localHistory, versionsPerPage } from '../../../scripts/cms/local-history.ts';
import { startLocalBackend } from '../../../scripts/cms/local-backend.ts';
import { maxImageBytes } from '../../../schema/load/photo-bytes.ts';
import { freePort } from '../../../scripts/lib/ports.ts';
import { rawRequest } from '../../support/raw-http.ts';
import { checkout, publish } from './fixtures/checkout.ts';
import { runSecret } from '../../../admin/repository/local/run-secret.ts';
import { say } from '../../../schema/messages/catalogue/index.ts';

const clinic = 'content/pages/consultorio.yaml';
const home = 'content/pages/home.yaml';
const site = 'content/site.yaml';

describe('a publish recorded as a version', () => {
  it('is a commit of the written file alone, in the checkout’s name, leaving the developer’s work as it was', async () => {
    const repo = checkout();
    // The developer's work: a file staged, another changed and not staged, a new file not added.
    repo.write(site, `${repo.read(site)}# staged\n`);
    repo.git('add', site);
    repo.write(home, `${repo.read(home)}# not staged\n`);
    repo.write('notas.txt', 'rascunho\n');
    const stagedBefore = repo.git('diff', '--cached');
    const record = await localCommits(repo.root);

    const text = repo.read(clinic).replace('title: ', 'title: Nova ');
    const commit = await publish(repo, record, { [clinic]: text }, 'Página /consultorio › Título: “A” → “B”');

    expect(commit).toMatch(/^[0-9a-f]{40}$/);
    expect(repo.git('rev-parse', 'HEAD').trim()).toBe(commit);
    expect(repo.git('show', '--name-only', '--format=%an <%ae>%n%s', 'HEAD').trim().split('\n')).toEqual([
      'Ana Souza <ana@grupoinvero.com.br>',
      'Página /consultorio › Título: “A” → “B”',
      '',
      clinic,
    ]);
    expect(repo.git('show', `HEAD:${clinic}`)).toBe(repo.read(clinic));
    // What the developer had staged is staged still, and only that; the rest is as they left it.
    expect(repo.git('diff', '--cached')).toBe(stagedBefore);
    expect(repo.git('status', '--porcelain').split('\n').filter(Boolean).sort()).toEqual(
      [`M  ${site}`, ` M ${home}`, '?? notas.txt'].sort(),
    );
  });

  it('refuses, nothing written, a file with a change of the developer’s staged, which their next git commit would take back', async () => {
    const repo = checkout();
    const shipped = repo.read(clinic);
    const theirs = `${shipped}# mine\n`;
    repo.write(clinic, theirs);
    repo.git('add', clinic);
    const record = await localCommits(repo.root);
    const published = `${theirs}# the editor's\n`;
    const refused = await publish(repo, record, { [clinic]: published }).catch((error: unknown) => error);
    // The developer commits as they meant to: their change, and no publish taken back.
    repo.git('commit', '--quiet', '--message', 'minha mudança');
    expect(refused).toBeInstanceOf(RefusedFile);
    expect((refused as RefusedFile).words).toEqual(say('cms-staged-change', { file: clinic }));
    expect(repo.read(clinic)).toBe(theirs);
    expect(repo.git('show', `HEAD:${clinic}`)).toBe(theirs);
    expect(repo.git('rev-list', '--count', 'HEAD').trim()).toBe('2');
    expect(repo.git('status', '--porcelain')).toBe('');
  });

  it('publishes a file whose staged version is the one it publishes, and one staged back as HEAD has it', async () => {
    const repo = checkout();
    const record = await localCommits(repo.root);
    const published = `${repo.read(clinic)}# the editor's\n`;
    repo.write(clinic, published);
    repo.git('add', clinic);
    expect(await publish(repo, record, { [clinic]: published })).toBeDefined();
    expect(repo.git('status', '--porcelain')).toBe('');
  });

  it('records a new page, a page deleted and a page renamed, each as one commit', async () => {
    const repo = checkout();
    const record = await localCommits(repo.root);
    await publish(repo, record, { 'content/pages/sul.yaml': 'path: /sul\n' }, 'Página nova: /sul');
    expect(repo.git('show', '--name-status', '--format=', 'HEAD').trim()).toBe('A\tcontent/pages/sul.yaml');
    const renamed = { 'content/pages/zona-sul.yaml': 'path: /sul\n', 'content/pages/sul.yaml': null };
    await publish(repo, record, renamed, 'Renomeada');
    expect(repo.git('show', '--name-status', '--no-renames', '--format=', 'HEAD').trim().split('\n')).toEqual([
      'D\tcontent/pages/sul.yaml',
      'A\tcontent/pages/zona-sul.yaml',
    ]);
    await publish(repo, record, { 'content/pages/zona-sul.yaml': null }, 'Apagado');
    expect(repo.git('status', '--porcelain')).toBe('');
  });

  it('makes no commit when nothing changed, outside a checkout, or where content/ is not at the checkout’s top', async () => {
    const repo = checkout();
    expect(await publish(repo, await localCommits(repo.root), { [clinic]: repo.read(clinic) })).toBeUndefined();
    expect(repo.git('rev-list', '--count', 'HEAD').trim()).toBe('1');

    const plain = checkout({ git: false });
    expect(await publish(plain, await localCommits(plain.root), { [clinic]: 'path: /c\n' })).toBeUndefined();
    expect(plain.read(clinic)).toBe('path: /c\n');

    // A copy of the site inside another repository: its history is not the copy's to add to.
    const inner = path.join(repo.root, 'copia');
    mkdirSync(inner);
    cpSync(path.join(repo.root, 'content'), path.join(inner, 'content'), { recursive: true });
    const record = await localCommits(inner);
    expect(await record([{ path: clinic, bytes: 'path: /c\n' }], 'x', () => Promise.resolve())).toBeUndefined();
    expect(repo.git('rev-list', '--count', 'HEAD').trim()).toBe('1');
  });

  it('waits for a merge the developer is in the middle of: nothing recorded', async () => {
    const repo = checkout();
    writeFileSync(path.join(repo.root, '.git', 'MERGE_HEAD'), `${repo.git('rev-parse', 'HEAD')}`);
    expect(await publish(repo, await localCommits(repo.root), { [clinic]: 'path: /c\n' })).toBeUndefined();
    expect(repo.read(clinic)).toBe('path: /c\n');
  });
});

describe('the history of the checkout', () => {
  it('lists a file’s versions newest first, page by page, with who, when and what; reads its text at each', async () => {
    const repo = checkout();
    const record = await localCommits(repo.root);
    const texts = [repo.read(clinic)];
    for (let n = 1; n <= versionsPerPage + 1; n++) {
      texts.push(`${texts[0]}# ${n}\n`);
      await publish(repo, record, { [clinic]: texts[n]! }, `versão ${n}`);
    }
    const history = localHistory(repo.root);
    const first = await history.versions(clinic, 1);
    expect(first.more).toBe(true);
    expect(first.items.map((version) => version.message)).toEqual(
      Array.from({ length: versionsPerPage }, (_, index) => `versão ${versionsPerPage + 1 - index}`),
    );
    expect(first.items[0]).toMatchObject({ who: 'Ana Souza', parent: first.items[1]!.id });
    expect(Date.parse(first.items[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
    const second = await history.versions(clinic, 2);
    expect(second.items.map((version) => version.message)).toEqual(['versão 1', 'conteúdo do site']);
    expect(second.more).toBe(false);
    expect(await history.textAt(clinic, first.items[3]!.id)).toBe(texts[versionsPerPage + 1 - 3]);
    expect(await history.textAt(clinic, second.items[1]!.parent ?? 'x'.repeat(40))).toBeUndefined();
  });

  it('lists the pages deleted and not back since, with the text each had', async () => {
    const repo = checkout();
    const record = await localCommits(repo.root);
    const text = repo.read('content/pages/assessoria.yaml');
    for (const file of ['content/pages/assessoria.yaml', 'content/pages/higienizacao.yaml']) {
      await publish(repo, record, { [file]: null }, `Apagado: ${file}`);
    }
    await publish(repo, record, { 'content/pages/higienizacao.yaml': 'path: /higienizacao\n' }, 'De volta');
    const history = localHistory(repo.root);
    const { items } = await history.deleted('page', 1);
    expect(items.map((deleted) => deleted.path)).toEqual(['content/pages/assessoria.yaml']);
    expect(await history.textAt(items[0]!.path, items[0]!.version.parent!)).toBe(text);
  });

  it('lists the photos deleted and not back since, those the CMS can bring back, with their bytes as they were', async () => {
    const repo = checkout();
    const record = await localCommits(repo.root);
    const photo = (name: string) => `content/images/${name}`;
    const bytes = readFileSync(path.join(repo.root, photo('consultorio.jpg')));
    mkdirSync(path.join(repo.root, photo('equipe')));
    for (const name of ['sala.jpg', 'logo.svg', 'equipe/ana.jpg']) {
      await publish(repo, record, { [photo(name)]: bytes }, `Foto enviada: ${name}`);
      await publish(repo, record, { [photo(name)]: null }, `Apagado: ${name}`);
    }
    // Over the upload limit: not read, not offered back.
    await publish(repo, record, { [photo('enorme.jpg')]: Buffer.alloc(maxImageBytes + 1) }, 'Foto enorme');
    const huge = repo.git('rev-parse', 'HEAD').trim();
    const history = localHistory(repo.root);
    const { items, more } = await history.deleted('photo', 1);
    expect(more).toBe(false);
    expect(items.map((deleted) => deleted.path)).toEqual([photo('sala.jpg')]);
    expect(items[0]!.version.message).toBe('Apagado: sala.jpg');
    expect(await history.bytesAt(photo('sala.jpg'), items[0]!.version.parent!)).toEqual(bytes);
    expect(await history.bytesAt(photo('sala.jpg'), items[0]!.version.id)).toBeUndefined();
    expect(await history.bytesAt(photo('enorme.jpg'), huge)).toBeUndefined();
    expect((await history.deleted('page', 1)).items).toEqual([]);
  });
});

describe('the local backend', () => {
  it('records each save as a version, answers its commit, and serves the history to the CMS', async () => {
    const repo = checkout();
    const port = await freePort();
    const cmsOrigin = `http://127.0.0.1:${await freePort()}`;
    const secret = 'segredo-desta-execucao';
    const backend = await startLocalBackend({ root: repo.root, port, cmsOrigin, secret, log: () => {} });
    const ask = async (action: string, params: object) => {
      const headers = {
        host: `127.0.0.1:${port}`,
        origin: cmsOrigin,
        [runSecret.header]: secret,
        'content-type': 'application/json',
      };
      const body = JSON.stringify({ action, params: { branch: 'master', ...params } });
      const reply = await rawRequest({ port, path: '/api/v1', method: 'POST', headers, body });
      expect(reply.status, reply.text).toBe(200);
      return JSON.parse(reply.text) as Record<string, unknown>;
    };
    try {
      const raw = repo.read(clinic).replace('title: ', 'title: Nova ');
      const saved = await ask('persistEntry', {
        dataFiles: [{ slug: 'consultorio', path: clinic, raw }],
        assets: [],
        options: { commitMessage: 'Página /consultorio › Título' },
      });
      expect(saved.sha).toBe(repo.git('rev-parse', 'HEAD').trim());
      const versions = await ask('fileVersions', { path: clinic, page: 1 });
      expect(versions).toMatchObject({ more: false, items: [{ message: 'Página /consultorio › Título' }, {}] });
      expect(await ask('fileAt', { path: clinic, commit: saved.sha })).toEqual({ text: raw });
      const deleted = await ask('deleteFiles', { paths: [clinic], commitMessage: 'Apagado: Consultório' });
      expect(deleted.sha).toBe(repo.git('rev-parse', 'HEAD').trim());
      expect(await ask('deletedFiles', { kind: 'page', page: 1 })).toMatchObject({
        items: [{ path: clinic }],
        more: false,
      });
      const photo = 'content/images/consultorio.jpg';
      const bytes = readFileSync(path.join(repo.root, photo));
      const gone = await ask('deleteFiles', { paths: [photo], commitMessage: 'Apagado: consultorio.jpg' });
      const listed = await ask('deletedFiles', { kind: 'photo', page: 1 });
      expect(listed).toMatchObject({ items: [{ path: photo, version: { id: gone.sha } }], more: false });
      const before = (listed as { items: { version: { parent: string } }[] }).items[0]!.version.parent;
      expect(await ask('photoAt', { path: photo, commit: before })).toEqual({ content: bytes.toString('base64') });
      expect(await ask('photoAt', { path: photo, commit: gone.sha })).toEqual({ content: null });
    } finally {
      await backend.close();
    }
  });
});
