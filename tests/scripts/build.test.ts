import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostileTargets, linkPageTo, secretMarker } from '../corpus/cases/files.ts';
import { replaceOnce } from '../corpus/workspace.ts';
import { projectRoot, runScript } from './run.ts';
import { contentDir } from '../../project/environment.ts';
import { previousSite, clinicPhoto, snapshot, freshWorkspace, freshOutput } from './build/build-workspace.ts';

describe('npm run build', () => {
  it('refuses invalid content before writing anything, and leaves the previous site as it was', () => {
    const ws = freshWorkspace(contentDir);
    ws.write('pages/home.yaml', replaceOnce(ws.read('pages/home.yaml'), 'type: hero', 'type: heroi'));
    const out = previousSite();
    const before = snapshot(out);

    const run = runScript('build.ts', [], { INVERO_CONTENT_DIR: ws.contentDir, INVERO_OUT_DIR: out });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain('content/pages/home.yaml:');
    expect(run.stderr).toContain('O tipo de seção "heroi" não existe.');
    expect(run.output).not.toMatch(/\bat .+:\d+:\d+|node_modules/);
    expect(snapshot(out)).toEqual(before);
    expect(readdirSync(path.dirname(out)).filter((name) => name.startsWith(`${path.basename(out)}.`))).toEqual([]);
  });

  it.each(hostileTargets)(
    'refuses a page that is a symlink to %s before building anything, printing nothing of it',
    (_target, target) => {
      const ws = freshWorkspace();
      linkPageTo(ws, target(ws));
      const out = previousSite();
      const before = snapshot(out);

      const run = runScript('build.ts', [], { INVERO_CONTENT_DIR: ws.contentDir, INVERO_OUT_DIR: out });

      expect(run.status).toBe(1);
      expect(run.stderr).toContain('content/pages/x.yaml:1:1\n  content/pages/x.yaml é um atalho (link simbólico)');
      expect(run.output).not.toContain(secretMarker);
      expect(snapshot(out)).toEqual(before);
    },
  );

  it.each([
    [
      'cut off half-way (by validation, at the line naming it)',
      (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2)),
      (photo: { src: string; at: string }) => `${photo.at}\n  A foto content/${photo.src} está incompleta`,
    ],
    [
      'whole but corrupt inside (by the encoder, first thing)',
      (bytes: Buffer) => {
        // Its Huffman table made nonsense: the header and the end are right, decoding fails.
        const table = bytes.indexOf(Buffer.from([0xff, 0xc4]));
        return Buffer.from(bytes).fill(0xff, table + 5, table + 21);
      },
      ({ src }: { src: string }) => `content/${src}:1:1\n  A foto content/${src} não pôde ser convertida para o site`,
    ],
  ])('refuses a photo %s before building anything, and leaves the previous site', (_how, spoil, said) => {
    const ws = freshWorkspace(contentDir);
    const shown = clinicPhoto(ws);
    const photo = path.join(ws.contentDir, shown.src);
    writeFileSync(photo, spoil(readFileSync(photo)));
    const out = previousSite();
    const before = snapshot(out);
    const cache = mkdtempSync(path.join(tmpdir(), 'invero-cache-'));

    const run = runScript('build.ts', [], {
      INVERO_CONTENT_DIR: ws.contentDir,
      INVERO_OUT_DIR: out,
      INVERO_IMAGE_CACHE: cache,
    });
    rmSync(cache, { recursive: true, force: true });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain(said(shown));
    expect(run.output).not.toMatch(/\bat .+:\d+:\d+|node_modules/);
    expect(snapshot(out)).toEqual(before);
  });

  it(
    'on a CI machine, writes the output as a plain folder, the form every host publishes',
    { timeout: 120_000 },
    () => {
      const out = previousSite();
      const run = runScript('build.ts', [], { INVERO_OUT_DIR: out, CI: 'true' });

      expect(run.status, run.output).toBe(0);
      expect(lstatSync(out).isDirectory()).toBe(true);
      expect(readFileSync(path.join(out, 'index.html'), 'utf8')).not.toContain('site anterior');
      expect(readdirSync(path.dirname(out)).filter((name) => name.startsWith(`${path.basename(out)}.`))).toEqual([]);
    },
  );

  it('first puts back the site that a build killed mid-swap set aside, and clears what dead builds left', () => {
    const ws = freshWorkspace(contentDir);
    ws.write('pages/home.yaml', replaceOnce(ws.read('pages/home.yaml'), 'type: hero', 'type: heroi'));
    const outDir = freshOutput('invero-killed-');
    const out = path.join(outDir, 'site');
    // A process that has ended: the builds named after it are dead.
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    const setAside = `${out}.previous-${deadPid}`;
    mkdirSync(setAside);
    writeFileSync(path.join(setAside, 'index.html'), '<p>site anterior</p>');
    mkdirSync(`${out}.building-${deadPid}`);
    const deadWork = path.join(projectRoot, `.build-${deadPid}`);
    mkdirSync(deadWork);
    // This test's own process is alive: a folder named after it belongs to a build still running.
    const running = `${out}.building-${process.pid}`;
    mkdirSync(running);

    try {
      const run = runScript('build.ts', [], { INVERO_CONTENT_DIR: ws.contentDir, INVERO_OUT_DIR: out });

      expect(run.status).toBe(1);
      expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('<p>site anterior</p>');
      expect(readdirSync(outDir).sort()).toEqual(['site', path.basename(running)]);
      expect(existsSync(deadWork)).toBe(false);
    } finally {
      rmSync(deadWork, { recursive: true, force: true });
    }
  });
});
