/** The local backend of `npm run cms` started once per file over a repository of its own, and the requests the tests send it as the CMS would (or would not). */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { runSecret } from '../../../../admin/repository/local/run-secret.ts';
import { contentDir } from '../../../../project/environment.ts';
import { startLocalBackend, type LocalBackend } from '../../../../scripts/cms/local-backend.ts';
import { freePort } from '../../../../scripts/lib/ports.ts';
import { rawRequest } from '../../../support/raw-http.ts';

/** In every file the backend must not reach; no answer may carry it. */
export const marker = 'MARCADOR-SECRETO';

interface Repository {
  /** The temporary folder: the repository, and a file beside it. */
  dir: string;
  root: string;
  outsideFile: string;
}

function makeRepository(): Repository {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'invero-backend-')));
  const root = path.join(dir, 'site');
  cpSync(contentDir, path.join(root, 'content'), { recursive: true });
  const outsideFile = path.join(dir, 'fora.txt');
  const secrets: Record<string, string> = {
    'fora.txt': 'outside the repository',
    'site/vite.config.ts': 'export default {};',
    'site/package.json': '{}',
    'site/.git/config': '[core]',
    'site/content/LEIA-ME.md': '# guia',
    'site/content/pages/.rascunho.yaml': 'path: /rascunho',
    'site/content/images/.env': 'TOKEN=1',
  };
  for (const [file, text] of Object.entries(secrets)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `${text}\n# ${marker} ${file}\n`);
  }
  // Links inside content/ that the path rules accept by name: the backend must see them on disk.
  symlinkSync(outsideFile, path.join(root, 'content/pages/atalho.yaml'));
  symlinkSync(path.join(root, 'vite.config.ts'), path.join(root, 'content/images/atalho.jpg'));
  symlinkSync(path.join(dir, 'nao-existe.jpg'), path.join(root, 'content/images/quebrado.jpg'));
  mkdirSync(path.join(root, 'content/images/pasta.jpg'));
  execFileSync('mkfifo', [path.join(root, 'content/images/fila.jpg')]);
  return { dir, root, outsideFile };
}

export let repo: Repository;
export let backend: LocalBackend;
export let port: number;
export let cmsOrigin: string;
export const logged: string[] = [];
/** This run's secret, as `npm run cms` makes one. */
export const secret = 'f2Yp0c9kQ1sXvW7mZ3bR8nT4uH6jL5aE0dG2iK9oP1q';

export const send = (headers: OutgoingHttpHeaders, body?: unknown, method = 'POST', urlPath = '/api/v1') =>
  rawRequest({ port, path: urlPath, method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

export const fromCms = () => ({
  host: `127.0.0.1:${port}`,
  origin: cmsOrigin,
  'content-type': 'application/json',
  [runSecret.header]: secret,
});
/** The CMS's Host and Origin without the secret: what a page at the CMS's origin can send. */
export const atCmsOrigin = () => ({ host: `127.0.0.1:${port}`, origin: cmsOrigin, 'content-type': 'application/json' });
export const asCms = (body: unknown) => send(fromCms(), body);
export const action = (name: string, params: object = {}) => ({
  action: name,
  params: { branch: 'master', ...params },
});
export const getEntry = (file: string) => action('getEntry', { path: file });
export const persist = (dataFiles: object[], assets: object[] = []) =>
  action('persistEntry', { dataFiles, assets, options: { commitMessage: 'x', useWorkflow: false, status: '' } });
export const write = (file: string) => persist([{ slug: 'x', path: file, raw: `INJETADO ${marker}` }]);
export const upload = (file: string) =>
  action('persistMedia', {
    // A real photo: what refuses it is where it goes.
    asset: { path: file, content: jpeg.toString('base64'), encoding: 'base64' },
    options: { commitMessage: 'x' },
  });

/** A real photo, small: what the CMS uploads. */
export let jpeg: Buffer;

/**
 * The backend of the calling file's tests, over a repository of its own, started before them and
 * closed after: called by each file, since a module shared by the unit files is loaded once per
 * worker (vitest.config.ts).
 */
export function startBackendForThisFile(): void {
  beforeAll(async () => {
    logged.length = 0;
    jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c03' } })
      .jpeg()
      .toBuffer();
    repo = makeRepository();
    port = await freePort();
    cmsOrigin = `http://127.0.0.1:${await freePort()}`;
    backend = await startLocalBackend({ root: repo.root, port, cmsOrigin, secret, log: (line) => logged.push(line) });
  });
  afterAll(async () => {
    await backend?.close();
    rmSync(repo.dir, { recursive: true, force: true });
  });
}
