import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstInvisible } from '../../schema/fields/invisible.ts';
import { loadContent } from '../../schema/load/index.ts';
import { makeWorkspace } from '../corpus/workspace.ts';
import { seededRandom, type SeededRandom } from '../support/seeded-random.ts';

/**
 * Seeded random edits of the shipped content, the kind a hurried editor makes. The loader must
 * never throw or hang, and must say where the problem is. FUZZ_SEED=<n> replays a run;
 * FUZZ_RUNS=<n> changes how many edits are tried. A hang fails on the test's timeout, which is only
 * a guard: how long a load takes is measured (the slowest edit is logged), never asserted.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261121);
const runs = Number(process.env.FUZZ_RUNS ?? 1000);


const oddCharacters = [':', '-', ' ', '\t', '#', '"', "'", '&', '*', '[', '{', '>', '|', '!', '%', '@', '`', '\n', 'é', 'ç', '\u00a0', '\u0430', '\uFEFF', '0', 'x', '\u0000', '\u0007', '\u001b', '\r', '\u007f', '\u0085', '\u2028', '\u202e', '\u2066', '\u200d'];

/** Every text of loaded content holding an invisible character (but a line feed), where it is. */
function invisiblesIn(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return firstInvisible(value, { lineFeeds: true }) === -1 ? [] : [`${at}: ${JSON.stringify(value)}`];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => invisiblesIn(inner, `${at}.${key}`));
}

const mutations: Record<string, (lines: string[], rnd: SeededRandom) => string[]> = {
  'delete a line': (lines, rnd) => lines.filter((_, i) => i !== rnd.int(lines.length)),
  'duplicate a line': (lines, rnd) => {
    const i = rnd.int(lines.length);
    return [...lines.slice(0, i + 1), lines[i]!, ...lines.slice(i + 1)];
  },
  'indent a line': (lines, rnd) => {
    const i = rnd.int(lines.length);
    return lines.map((line, j) => (j === i ? ' '.repeat(1 + rnd.int(4)) + line : line));
  },
  'dedent a line': (lines, rnd) => {
    const i = rnd.int(lines.length);
    return lines.map((line, j) => (j === i ? line.replace(/^ {1,4}/, '') : line));
  },
  'swap two lines': (lines, rnd) => {
    const [a, b] = [rnd.int(lines.length), rnd.int(lines.length)];
    const out = [...lines];
    [out[a], out[b]] = [out[b]!, out[a]!];
    return out;
  },
  'change a character': (lines, rnd) => {
    const i = rnd.int(lines.length);
    const line = lines[i]!;
    const at = rnd.int(line.length + 1);
    return lines.map((l, j) => (j === i ? line.slice(0, at) + rnd.pick(oddCharacters) + line.slice(at + 1) : l));
  },
  'insert a character': (lines, rnd) => {
    const i = rnd.int(lines.length);
    const line = lines[i]!;
    const at = rnd.int(line.length + 1);
    return lines.map((l, j) => (j === i ? line.slice(0, at) + rnd.pick(oddCharacters) + line.slice(at) : l));
  },
  truncate: (lines, rnd) => {
    const text = lines.join('\n');
    return text.slice(0, rnd.int(text.length)).split('\n');
  },
};

const projectRoot = path.resolve(import.meta.dirname, '../..');
const contentDir = path.join(projectRoot, 'content');
const files = ['site.yaml', 'companies.yaml', ...readdirSync(path.join(contentDir, 'pages')).map((f) => `pages/${f}`)];
const ws = makeWorkspace(contentDir);
afterAll(() => ws.dispose());

describe('fuzzing the shipped content', () => {
  it(`survives ${runs} seeded random edits (seed ${seed})`, { timeout: 300_000 }, () => {
    console.log(`fuzz: ${runs} edits, seed ${seed} (FUZZ_SEED=${seed} replays this run)`);
    const rnd = seededRandom(seed);
    const originals = new Map(files.map((file) => [file, ws.read(file)]));
    let rejected = 0;
    let slowest = { ms: 0, where: '' };
    for (let run = 0; run < runs; run++) {
      const file = rnd.pick(files);
      let lines = originals.get(file)!.split('\n');
      const applied: string[] = [];
      for (let n = 1 + rnd.int(3); n > 0; n--) {
        const name = rnd.pick(Object.keys(mutations));
        lines = mutations[name]!(lines, rnd);
        applied.push(name);
      }
      const mutated = lines.join('\n');
      ws.write(file, mutated);
      const where = `seed ${seed}, run ${run}: ${applied.join(' + ')} in ${file}`;
      try {
        const started = performance.now();
        const result = loadContent(ws.contentDir);
        const ms = performance.now() - started;
        if (ms > slowest.ms) slowest = { ms, where };
        // Accepted content publishes no character that acts unseen.
        if (result.ok) {
          expect(invisiblesIn(result.content), where).toEqual([]);
          continue;
        }
        rejected++;
        const lineCounts = new Map(files.map((f) => [`content/${f}`, (f === file ? mutated : originals.get(f)!).split('\n').length]));
        for (const issue of result.issues) {
          expect(issue.message, where).not.toMatch(/Erro inesperado/);
          expect(lineCounts.has(issue.file), `${where}: issue in unknown file ${issue.file}`).toBe(true);
          expect(issue.line, where).toBeGreaterThanOrEqual(1);
          expect(issue.line, where).toBeLessThanOrEqual(lineCounts.get(issue.file)!);
          expect(issue.column, where).toBeGreaterThanOrEqual(1);
          // Elsewhere than the edited file, only mentions of what the edit broke (a page, a company).
          if (issue.file !== `content/${file}`) expect(issue.message, where).toMatch(/não existe/);
        }
      } finally {
        ws.write(file, originals.get(file)!);
      }
    }
    console.log(`fuzz: ${rejected} of ${runs} edits were refused with located errors; the rest were still valid content`);
    console.log(`fuzz: slowest load ${Math.round(slowest.ms)} ms (measured, not asserted): ${slowest.where}`);
    expect(rejected).toBeGreaterThan(runs / 4);
  });
});
