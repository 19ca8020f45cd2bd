import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  plainSwapSteps,
  publishedSite,
  recoverFromKilledBuilds,
  sitesFolder,
  storedSites,
  swapSteps,
  type SwapStep,
} from '../../../scripts/build/output-swap.ts';
import { startStaticServer, type StaticServer } from '../../../scripts/serve/static-server.ts';

/** Each file of a test site, by the address that serves it (a page, an asset, an unknown address). */
const files: Record<string, string> = {
  '/': 'index.html',
  '/a': 'a.html',
  '/assets/app.js': 'assets/app.js',
  '/nope': '404.html',
};
const bodyOf = (file: string, label: string) => `<p>${file} of ${label}</p>`;

/** A complete site whose every file, and the header its _headers adds, names `label`. */
function writeSite(dir: string, label: string): string {
  for (const file of Object.values(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), bodyOf(file, label));
  }
  writeFileSync(path.join(dir, '_headers'), `/*\n  X-Site: ${label}\n`);
  return dir;
}

/** A process that has ended: what a build named after it left is a killed build's. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

let root: string;
let out: string;
// One server for each test, as `npm run serve` runs while builds come and go.
let server: StaticServer;
beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'invero-swap-'));
  out = path.join(root, 'dist');
  server = await startStaticServer(out);
});
afterEach(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

/**
 * Asks the static server for every address at once and checks that each answer is whole and of one
 * site (the page and its _headers from the same build); returns the sites that answered.
 */
async function answeringSites(): Promise<string[]> {
  const labels = await Promise.all(
    Object.entries(files).map(async ([address, file]) => {
      const reply = await fetch(`${server.url}${address}`);
      const [label, body] = [reply.headers.get('x-site') ?? '(none)', await reply.text()];
      expect(reply.status, address).toBe(address === '/nope' ? 404 : 200);
      expect(body, address).toBe(bodyOf(file, label));
      return label;
    }),
  );
  return [...new Set(labels)];
}

/** Runs a swap one step at a time and, paused after each step, asks the server for the whole site. */
async function swapPausing(steps: Generator<SwapStep>): Promise<{ step: SwapStep; sites: string[] }[]> {
  const seen: { step: SwapStep; sites: string[] }[] = [];
  for (const step of steps) seen.push({ step, sites: await answeringSites() });
  return seen;
}

/** A finished build's folder, where build `pid` leaves it for the swap. */
const stage = (label: string, pid = process.pid) => writeSite(`${out}.building-${pid}`, label);

describe('the swap of a finished build', () => {
  it('answers every request with one whole site at every step, the old one until the new one is published', async () => {
    writeSite(out, 'first'); // the layout before the link: dist/ a plain folder

    const adopting = await swapPausing(swapSteps(stage('second'), out));
    expect(adopting).toEqual([
      { step: 'link-ready', sites: ['first'] },
      { step: 'adopted', sites: ['first'] },
      { step: 'stored', sites: ['first'] },
      { step: 'linked', sites: ['first'] },
      { step: 'published', sites: ['second'] },
      { step: 'cleared', sites: ['second'] },
    ]);
    expect(lstatSync(out).isSymbolicLink()).toBe(true);

    const next = await swapPausing(swapSteps(stage('third'), out));
    expect(next.map(({ step, sites }) => `${step}: ${sites.join()}`)).toEqual([
      'stored: second',
      'linked: second',
      'published: third',
      'cleared: third',
    ]);
  });

  it('keeps the site before the published one for readers that resolved it, and removes older ones', async () => {
    writeSite(out, 'first');
    Array.from(swapSteps(stage('second'), out));
    const second = realpathSync(out); // where a reader was when the next build published
    Array.from(swapSteps(stage('third'), out));
    expect(realpathSync(path.join(second, 'a.html'))).toContain(sitesFolder(out));
    expect(storedSites(out)).toHaveLength(2);

    Array.from(swapSteps(stage('fourth'), out));
    expect(existsSync(second)).toBe(false);
    expect(storedSites(out)).toHaveLength(2);
    expect(await answeringSites()).toEqual(['fourth']);
    // The link is relative: the project folder can move.
    expect(path.isAbsolute(readlinkSync(out))).toBe(false);
    expect(readdirSync(root).sort()).toEqual(['dist', 'dist.sites']);
  });

  it('under CI, replaces a link or a folder with a plain folder', async () => {
    writeSite(out, 'first');
    Array.from(swapSteps(stage('second'), out));
    Array.from(plainSwapSteps(stage('third'), out));
    expect(lstatSync(out).isDirectory()).toBe(true);
    expect(await answeringSites()).toEqual(['third']);
    Array.from(plainSwapSteps(stage('fourth'), out));
    expect(lstatSync(out).isDirectory()).toBe(true);
    expect(await answeringSites()).toEqual(['fourth']);
    expect(readdirSync(root)).toEqual(['dist']);
  });
});

describe('a build killed during its swap', () => {
  const layouts = {
    'a plain dist/ folder': () => writeSite(out, 'old'),
    'a link to the latest build': () => {
      writeSite(out, 'older');
      Array.from(swapSteps(stage('old'), out));
    },
  };

  for (const [layout, publishOld] of Object.entries(layouts)) {
    it(`from ${layout}: after any step, the next build finds a whole site and clears what was left`, async () => {
      let finished = false;
      for (let done = 0; !finished; done++) {
        rmSync(root, { recursive: true, force: true });
        mkdirSync(root);
        publishOld();
        const pid = deadPid();
        const killed = swapSteps(stage('new', pid), out, pid);
        for (let step = 0; step < done && !finished; step++) finished = killed.next().done === true;
        const when = `killed after ${done} steps`;

        recoverFromKilledBuilds(root, out);

        const sites = await answeringSites();
        expect(sites.length, when).toBe(1);
        expect(['old', 'new'], when).toContain(sites[0]);
        // Nothing is left but the output and the stored sites.
        expect(readdirSync(root).filter((name) => !['dist', 'dist.sites'].includes(name)), when).toEqual([]);
        // No site stored but never published stays: every stored one is the published one or older.
        const published = publishedSite(out);
        if (published) expect(storedSites(out).filter((id) => id > published), when).toEqual([]);
        // And the next build publishes as usual.
        Array.from(swapSteps(stage('next'), out));
        expect(await answeringSites(), when).toEqual(['next']);
      }
    });
  }

  it('between the two renames that adopt a plain dist/ folder: links the adopted site again', async () => {
    const pid = deadPid();
    // What adopt() leaves there: the link made, the old folder stored, nothing yet at dist.
    mkdirSync(sitesFolder(out));
    writeSite(path.join(sitesFolder(out), `0000000aa-${pid}`), 'old');
    symlinkSync(`dist.sites/0000000aa-${pid}`, `${out}.link-${pid}`);
    stage('new', pid);

    recoverFromKilledBuilds(root, out);

    expect(await answeringSites()).toEqual(['old']);
    expect(readdirSync(root).sort()).toEqual(['dist', 'dist.sites']);
  });

  it('between the two renames of the plain swap: puts the site set aside back', async () => {
    const pid = deadPid();
    writeSite(`${out}.previous-${pid}`, 'old');
    stage('new', pid);

    recoverFromKilledBuilds(root, out);

    expect(await answeringSites()).toEqual(['old']);
    expect(readdirSync(root)).toEqual(['dist']);
  });
});
