/** A local repository and `npm run cms`'s backend, and an editor's session over it that opens, publishes, restores and deletes as the CMS does. */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { generatedConfig } from '../../../../admin/cms-config.ts';
import { readYaml } from '../../../../admin/yaml/keep-text-format.ts';
import { photosToBringBack } from '../../../../admin/past-versions/version-photos.ts';
import { guardedBackend, type BackendClass } from '../../../../admin/session/guarded-backend.ts';
import { localRepository } from '../../../../admin/repository/local/repository.ts';
import type { PublishedChange } from '../../../../admin/session/published.ts';
import { putBack, type PutBack } from '../../../../admin/session/put-back.ts';
import type { LastChange } from '../../../../admin/repository/repository.ts';
import { SaveSession } from '../../../../admin/session/save-session.ts';
import { contentDir } from '../../../../project/environment.ts';
import { startLocalBackend } from '../../../../scripts/cms/local-backend.ts';
import { freePort } from '../../../../scripts/lib/ports.ts';
import { entry } from '../../../admin/session-harness.ts';
import { decapProxyClient, type ProxyClientOptions } from '../../../support/decap-proxy-client.ts';
import { runScript } from '../../run.ts';

export const clinic = 'content/pages/consultorio.yaml';
export const home = 'content/pages/home.yaml';
export const southPage = 'content/pages/clinica-sul.yaml';
/** Who runs `npm run cms` here: the checkout's git identity, in whose name each publish is a commit. */
export const editor = 'Ana Souza';

type Data = { sections: (Record<string, unknown> & { type: string; title?: string; cards?: { title: string }[] })[] };
export const cardsIn = (data: Data) => data.sections.find((section) => section.type === 'card-grid')!.cards!;
export const cardsOf = (text: string) => cardsIn(readYaml(text) as Data);
export const heroLabel = generatedConfig.collections[0].fields
  .find((field) => field.name === 'sections')!
  .types!.find((type) => type.name === 'hero')!.label;
export const heroOf = (data: Data) => data.sections.find((section) => section.type === 'hero')!;

/** A git checkout of the site's content, as `npm run cms` runs in, and the local backend over it. */
export async function localCms() {
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

/** A page of the clinic's second unit, "Clínica Sul", made from the clinic's page. */
export const clinicSouth = (clinicText: string) =>
  clinicText
    .replace(/^path: .*$/m, 'path: /clinica-sul')
    .replace(/^title: .*$/m, 'title: Clínica Sul')
    .replace(/^description: .*$/m, 'description: A unidade da zona sul do INVERO Consultório.');
