/**
 * The outside audit's race on the local backend (issue 26, finding 5): while another process on the
 * machine swaps `content/pages` with a symlink to a folder outside content/ as fast as it can (the
 * kernel's renameat2 with RENAME_EXCHANGE, through python3's ctypes: one atomic swap, no moment
 * where neither exists), the backend serves reads, listings, writes and deletions of pages. Counts
 * how many of them reached the folder outside (tests/scripts/cms/folder-race.test.ts: none may).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runSecret } from '../../admin/repository/local/run-secret.ts';
import { startLocalBackend } from '../../scripts/cms/local-backend.ts';
import { freePort } from '../../scripts/lib/ports.ts';

export interface RaceSize {
  reads: number;
  writes: number;
  listings: number;
  removals: number;
}

export interface RaceCounts extends RaceSize {
  /** Reads answered with the page inside content/ (the others refused while the folder was a link). */
  readsInside: number;
  /** Writes that were made (the others refused while the folder was a link). */
  written: number;
  readsOutside: number;
  writesOutside: number;
  listingsOutside: number;
  removalsOutside: number;
  /** How many times the racer swapped the folders while the requests ran: 0 would mean no race. */
  swaps: number;
}

/** In every file outside content/: no answer may carry it. */
const outsideMarker = 'FORA-DO-CONTEUDO';

/**
 * Swaps two paths with renameat2(RENAME_EXCHANGE) until SIGTERM, then puts them back as they were
 * and prints how many swaps it made. Says "racing" once it has begun.
 */
const racer = `
import ctypes, signal, sys
libc = ctypes.CDLL(None, use_errno=True)
renameat2 = libc.renameat2
a, b = sys.argv[1].encode(), sys.argv[2].encode()
stopping = []
signal.signal(signal.SIGTERM, lambda *_: stopping.append(1))
def swap():
    if renameat2(-100, a, -100, b, 2) != 0:
        raise OSError(ctypes.get_errno(), 'renameat2')
swaps = 0
print('racing', flush=True)
while not stopping:
    swap()
    swaps += 1
if swaps % 2:
    swap()
print(swaps, flush=True)
`;

/** Runs `tasks` with at most `width` of them at once. */
async function inParallel(tasks: (() => Promise<void>)[], width: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** Deterministic order (a seeded shuffle), so that two runs race the same requests. */
function shuffled<T>(items: T[]): T[] {
  let seed = 26;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

export async function raceFolderSwap(size: RaceSize): Promise<RaceCounts> {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'invero-race-')));
  const root = path.join(dir, 'site');
  const pages = path.join(root, 'content/pages');
  const outside = path.join(dir, 'fora');
  mkdirSync(pages, { recursive: true });
  mkdirSync(outside);
  writeFileSync(path.join(pages, 'home.yaml'), 'path: /\ntitle: dentro\n');
  writeFileSync(path.join(outside, 'home.yaml'), `path: /\ntitle: ${outsideMarker}\n`);
  // What the deletions ask for: present outside only, so that deleting one deletes outside.
  for (let index = 0; index < size.removals; index++) {
    writeFileSync(path.join(outside, `vitima-${index}.yaml`), `${outsideMarker}\n`);
  }
  const link = path.join(root, 'content/atalho');
  symlinkSync(outside, link);

  const port = await freePort();
  const [cmsOrigin, secret] = ['http://127.0.0.1:1', 'segredo-da-corrida'];
  const backend = await startLocalBackend({ root, port, cmsOrigin, secret, log: () => {} });
  const race = spawn('python3', ['-c', racer, pages, link], { stdio: ['ignore', 'pipe', 'inherit'] });
  let printed = '';
  race.stdout.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
  try {
    await new Promise<void>((resolve, reject) => {
      race.stdout.on('data', () => printed.includes('racing') && resolve());
      race.once('error', reject);
      race.once('exit', () => reject(new Error(`o processo que troca as pastas parou: ${printed}`)));
    });
    const ask = async (action: string, params: object) => {
      const response = await fetch(backend.url, {
        method: 'POST',
        headers: { origin: cmsOrigin, 'content-type': 'application/json', [runSecret.header]: secret },
        body: JSON.stringify({ action, params: { branch: 'master', ...params } }),
      });
      return { ok: response.ok, text: await response.text() };
    };
    const counts = { readsInside: 0, written: 0, readsOutside: 0, listingsOutside: 0 };
    const tasks = shuffled([
      ...Array.from({ length: size.reads }, () => async () => {
        const { text } = await ask('getEntry', { path: 'content/pages/home.yaml' });
        if (text.includes(outsideMarker)) counts.readsOutside++;
        else if (text.includes('dentro')) counts.readsInside++;
      }),
      ...Array.from({ length: size.listings }, () => async () => {
        const listed = await ask('entriesByFolder', { folder: 'content/pages', extension: 'yaml', depth: 1 });
        if (listed.text.includes(outsideMarker)) counts.listingsOutside++;
      }),
      ...Array.from({ length: size.writes }, (_, index) => async () => {
        const file = { slug: 'x', path: `content/pages/escrita-${index}.yaml`, raw: 'path: /x\n' };
        const { ok } = await ask('persistEntry', { dataFiles: [file], assets: [], options: { commitMessage: 'x' } });
        if (ok) counts.written++;
      }),
      ...Array.from({ length: size.removals }, (_, index) => async () => {
        await ask('deleteFiles', { paths: [`content/pages/vitima-${index}.yaml`] });
      }),
    ]);
    await inParallel(tasks, 8);
    race.kill('SIGTERM');
    const [code] = (await once(race, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`o processo que troca as pastas terminou com ${code}: ${printed}`);
    if (lstatSync(pages).isSymbolicLink()) throw new Error('as pastas não voltaram ao lugar');
    const landedOutside = readdirSync(outside).filter((name) => name.startsWith('escrita-') || name.endsWith('.tmp'));
    const removedOutside = Array.from({ length: size.removals }, (_, index) => `vitima-${index}.yaml`).filter(
      (name) => !existsSync(path.join(outside, name)),
    );
    return {
      ...size,
      ...counts,
      writesOutside: landedOutside.length,
      removalsOutside: removedOutside.length,
      swaps: Number(printed.split('\n').at(-2)),
    };
  } finally {
    if (race.exitCode === null) race.kill('SIGKILL');
    await backend.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
