import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildOrKeep, keptBuilds, type AdminCache } from '../../../scripts/build/admin-cache.ts';
import type { ChildRun } from '../../../scripts/lib/child-process.ts';
import { adminInputsVariable } from '../../../scripts/vite/admin-inputs.ts';

let work: string;
let cache: AdminCache;
/** How many times the CMS was built rather than copied. */
let builds: number;
/** The project's files the CMS is built from, by their text. */
let sources: Record<string, string>;

beforeEach(() => {
  sources = { 'admin/main.tsx': 'o editor', 'schema/words.ts': 'as palavras' };
  work = mkdtempSync(path.join(os.tmpdir(), 'invero-admin-cache-'));
  cache = { home: path.join(work, 'cache'), root: path.join(work, 'project') };
  builds = 0;
  for (const [file, text] of Object.entries(sources)) writeSource(file, text);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A file of the project as an editor saved it a while ago (not while a build ran). */
function writeSource(file: string, text: string): void {
  const at = path.join(cache.root, file);
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, text);
  const earlier = new Date(Date.now() - 60_000);
  utimesSync(at, earlier, earlier);
}

const passed = (): ChildRun => ({ status: 0, stdout: '', stderr: '', output: '' });

/**
 * A build as Vite's: the CMS made of the files it reads (its page holds their texts), and their list
 * where the variable says. `during` runs while it builds.
 */
const buildInto =
  (outDir: string, during = () => {}) =>
  (env: NodeJS.ProcessEnv): ChildRun => {
    builds += 1;
    const read = Object.keys(sources);
    mkdirSync(path.join(outDir, 'assets'), { recursive: true });
    writeFileSync(
      path.join(outDir, 'index.html'),
      read.map((file) => readFileSync(path.join(cache.root, file), 'utf8')).join('\n'),
    );
    writeFileSync(path.join(outDir, 'assets', 'main.js'), 'código');
    writeFileSync(env[adminInputsVariable]!, JSON.stringify(read));
    during();
    return passed();
  };

/** The packages installed: npm rewrites this file at each install. */
const installPackages = (packages: string) => writeSource('node_modules/.package-lock.json', packages);

/** The CMS into a new folder: the folder's page, and whether it was built (else kept). */
async function cms(during?: () => void) {
  const outDir = mkdtempSync(path.join(work, 'out-'));
  const before = builds;
  expect(await buildOrKeep(outDir, buildInto(outDir, during), cache)).toEqual({ ok: true });
  return { built: builds > before, page: readFileSync(path.join(outDir, 'index.html'), 'utf8'), outDir };
}

describe('the CMS a build makes, kept for the next', () => {
  it('is copied whole when nothing it was built from changed: no second build', async () => {
    const first = await cms();
    const second = await cms();
    expect(first.built).toBe(true);
    expect(second.built).toBe(false);
    expect(builds).toBe(1);
    expect(second.page).toBe(first.page);
    expect(readFileSync(path.join(second.outDir, 'assets', 'main.js'), 'utf8')).toBe('código');
  });

  it('is built anew when a file it read changed, and that build is the one kept', async () => {
    await cms();
    writeSource('schema/words.ts', 'outras palavras');
    const changed = await cms();
    expect(changed.built).toBe(true);
    expect(changed.page).toContain('outras palavras');
    expect((await cms()).built).toBe(false);
    expect(builds).toBe(2);
  });

  it('is built anew when a file it read is gone', async () => {
    await cms();
    rmSync(path.join(cache.root, 'schema/words.ts'));
    delete sources['schema/words.ts'];
    const without = await cms();
    expect(without.built).toBe(true);
    expect(without.page).not.toContain('as palavras');
  });

  it('is another build for other installed packages, and kept apart: back to the first, it is copied', async () => {
    installPackages('{"packages":{"decap-cms-app":"3.8.0"}}');
    await cms();
    installPackages('{"packages":{"decap-cms-app":"3.9.0"}}');
    expect((await cms()).built).toBe(true);
    installPackages('{"packages":{"decap-cms-app":"3.8.0"}}');
    expect((await cms()).built).toBe(false);
    expect(builds).toBe(2);
  });

  it('is not kept when a file it read changed while it was built: the next build builds', async () => {
    await cms(() => writeFileSync(path.join(cache.root, 'admin/main.tsx'), 'o editor, mudado'));
    const next = await cms();
    expect(next.built).toBe(true);
    expect(next.page).toContain('o editor, mudado');
    expect(builds).toBe(2);
  });

  it('keeps nothing of a failed build, and returns what it printed', async () => {
    const outDir = mkdtempSync(path.join(work, 'out-'));
    const failed = await buildOrKeep(
      outDir,
      () => ({ status: 1, stdout: '', stderr: 'erro de sintaxe', output: 'erro de sintaxe' }),
      cache,
    );
    expect(failed).toEqual({ ok: false, output: 'erro de sintaxe' });
    expect(readdirSync(cache.home)).toEqual([]);
    expect((await cms()).built).toBe(true);
  });

  it('keeps the builds used last, and lets go of those a killed build left half made', async () => {
    const killed = spawnSync(process.execPath, ['-e', '']).pid;
    mkdirSync(path.join(cache.home, `new-${killed}-abc`, 'site'), { recursive: true });
    for (let n = 0; n <= keptBuilds; n++) {
      installPackages(`pacotes ${n}`);
      await cms();
      // Each used a minute before the next: the file system's clock may not tell apart two moments this close.
      for (const kept of readdirSync(cache.home)) {
        const folder = path.join(cache.home, kept);
        const earlier = new Date(statSync(folder).mtimeMs - 60_000);
        utimesSync(folder, earlier, earlier);
      }
    }
    expect(readdirSync(cache.home)).toHaveLength(keptBuilds);
    expect(existsSync(path.join(cache.home, `new-${killed}-abc`))).toBe(false);
    // The first, used least recently, went; the last stays.
    expect((await cms()).built).toBe(false);
    installPackages('pacotes 0');
    expect((await cms()).built).toBe(true);
  });
});
