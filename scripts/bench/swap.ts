/**
 * The swap under load: `npm run serve`'s server in a process of its own, clients asking it for every
 * address of the site without a break, and builds published one after another by the build's own
 * swap (`swapSteps`), slowed down by a pause after each of its steps so that requests land between
 * them. Counts the requests that did not get a whole site.
 */
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { projectRoot } from '../../project/environment.ts';
import { buildFolders, swapIn, swapSteps } from '../build/output-swap.ts';
import { startChildServer, stopChildServer, waitUntilAnswering } from '../cms/child-servers.ts';
import { runScript } from '../lib/child-process.ts';
import { freePort } from '../lib/ports.ts';
import { addressOf, filesIn, notFoundFile } from '../lib/site-files.ts';

export const swapBenchSettings = { swaps: 30, clients: 8, pauseMs: 40 };

export interface SwapBench {
  swaps: number;
  pausedSteps: number;
  requests: number;
  /** Requests sent while a swap was under way, between two of its steps. */
  duringSwaps: number;
  /** What went wrong ("status 404 (esperado 200)", "ECONNRESET", …), how often, and one address it happened to. */
  failures: Map<string, { count: number; example: string }>;
}

interface Address {
  address: string;
  file: string;
  status: number;
}

/**
 * The addresses a visitor's browser asks for (the pages and their files; of the CMS only its page,
 * whose hundreds of editor files would outnumber them), each with the file that answers it; and an
 * unknown address, which gets the 404 page.
 */
function addressesOf(site: string): Address[] {
  const files = filesIn(site, /\.(html|js|css|svg|xml|txt)$/).filter(
    (file) => file !== notFoundFile && !file.startsWith(path.join('admin', 'assets')),
  );
  return [
    ...files.map((file) => ({ address: file.endsWith('.html') ? addressOf(file) : `/${file}`, file, status: 200 })),
    { address: '/endereco-que-nao-existe', file: notFoundFile, status: 404 },
  ];
}

/**
 * A copy of the built site as build number `n`: each page ends with a comment naming it, and _headers
 * sends it as X-Build, so that an answer shows which build its page and its headers came from.
 */
function stageBuild(template: string, staging: string, n: number): string {
  cpSync(template, staging, { recursive: true });
  for (const page of filesIn(staging, /\.html$/)) appendFileSync(path.join(staging, page), `<!--build ${n}-->`);
  appendFileSync(path.join(staging, '_headers'), `\n/*\n  X-Build: ${n}\n`);
  return staging;
}

/** undefined when the answer is whole and of one build; else what was wrong. */
async function check(url: string, { address, file, status }: Address, template: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${url}${address}`);
    const body = await response.text();
    if (response.status !== status) return `status ${response.status} (esperado ${status})`;
    const build = response.headers.get('x-build');
    const original = readFileSync(path.join(template, file), 'utf8');
    const expected = file.endsWith('.html') ? `${original}<!--build ${build}-->` : original;
    return build && body === expected ? undefined : 'resposta incompleta, ou de dois builds';
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code ?? String(error);
  }
}

/** Builds the site once, then measures; throws if the build or the server fails. */
export async function measureSwap({ swaps, clients, pauseMs } = swapBenchSettings): Promise<SwapBench> {
  const root = mkdtempSync(path.join(tmpdir(), 'invero-bench-swap-'));
  try {
    const template = path.join(root, 'template');
    const build = runScript('build.ts', { env: { INVERO_OUT_DIR: template, CI: 'true' } });
    if (build.status !== 0) throw new Error(`o build falhou:\n${build.output}`);
    const out = path.join(root, 'site');
    const { staging } = buildFolders(projectRoot, out);
    swapIn(stageBuild(template, staging, 0), out);

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = startChildServer(
      'npm run serve',
      path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      [path.join(projectRoot, 'scripts', 'serve.ts')],
      { ...process.env, PORT: String(port), INVERO_OUT_DIR: out },
      { stdio: 'pipe' },
    );
    try {
      await waitUntilAnswering(server, async () => (await fetch(url)).ok, 60_000);
      const result: SwapBench = { swaps, pausedSteps: 0, requests: 0, duringSwaps: 0, failures: new Map() };
      const addresses = addressesOf(template);
      let swapping = false;
      let finished = false;

      const client = async (first: number) => {
        for (let next = first; !finished; next++) {
          const during = swapping;
          const address = addresses[next % addresses.length]!;
          const failure = await check(url, address, template);
          result.requests++;
          if (during) result.duringSwaps++;
          if (failure) {
            const count = (result.failures.get(failure)?.count ?? 0) + 1;
            result.failures.set(failure, { count, example: address.address });
          }
        }
      };
      const swapper = async () => {
        for (let n = 1; n <= swaps; n++) {
          const steps = swapSteps(stageBuild(template, staging, n), out);
          swapping = true;
          for (const step of steps) {
            void step;
            result.pausedSteps++;
            await sleep(pauseMs);
          }
          swapping = false;
          await sleep(pauseMs);
        }
        finished = true;
      };
      await Promise.all([swapper(), ...Array.from({ length: clients }, (_, i) => client(i * 7))]);
      return result;
    } finally {
      await stopChildServer(server);
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

export const failedRequests = (result: SwapBench) =>
  [...result.failures.values()].reduce((total, { count }) => total + count, 0);

/** The result in a few lines, failures by kind. */
export function formatSwapBench(result: SwapBench, { clients, pauseMs } = swapBenchSettings): string {
  return [
    `\nTroca de builds sob carga: o servidor do "npm run serve", ${clients} clientes sem intervalo, pausa de ${pauseMs} ms depois de cada passo da troca`,
    `  trocas: ${result.swaps} (${result.pausedSteps} passos, cada um seguido de uma pausa)`,
    `  requisições: ${result.requests}, ${result.duringSwaps} delas no meio de uma troca`,
    `  falhas: ${failedRequests(result)}`,
    ...[...result.failures].map(
      ([failure, { count, example }]) => `    ${count} × ${failure} (por exemplo, em ${example})`,
    ),
  ].join('\n');
}
