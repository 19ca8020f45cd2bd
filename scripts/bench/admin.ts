/**
 * The CMS's weight and how soon an editor can use it: the admin built for production (the bundle
 * /admin/ publishes), served by the site's static server with the site files it uses (favicon, icon
 * sprite), saving through the local backend on a temporary copy of the content; opened in Chromium
 * with an empty cache, several times. Built as `npm run cms` builds it, with the local backend's
 * address in its page, because the published CMS talks to GitHub, which a measurement on this machine
 * cannot; for the same reason the page goes without the published policy
 * (tests/e2e/cms-build.e2e.test.ts checks the CMS under it).
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { runSecret } from '../../admin/repository/local/run-secret.ts';
import { projectRoot } from '../../project/environment.ts';
import { siteAddresses } from '../../schema/fields/site-addresses.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { spriteUrl } from '../../src/components/Icon/sprite-url.ts';
import { iconSprite } from '../../src/icon-sprite.server.tsx';
import { adminCost, type RouteCost } from '../audit/page-weight.ts';
import { buildAdminBundle, withRunSettings } from '../build/admin-site.ts';
import { launchChromium } from '../audit/chromium.ts';
import { keepOnLoopback } from '../audit/loopback-only.ts';
import { localBackendUrl } from '../cms/backend-address.ts';
import { startLocalBackend } from '../cms/local-backend.ts';
import { temporaryRepository } from '../cms/temporary-repository.ts';
import { freePort } from '../lib/ports.ts';
import { busyReason, formatLoad, loadAfter, loadBefore, type MachineLoad } from '../lib/machine-load.ts';
import { startStaticServer } from '../serve/static-server.ts';

/** What an editor waits for, in milliseconds from the start of the page's navigation. */
export interface AdminRun {
  /** The login button on screen. */
  login: number;
  /** After clicking it as soon as it shows: the entry's form on screen with its texts. */
  entry: number;
}

export interface AdminBench {
  weight: RouteCost;
  runs: AdminRun[];
  /** The machine's load before and after the runs. */
  load: MachineLoad;
}

/** The page the runs open: the home page, whose title field shows when its form is filled. */
const entrySlug = 'home';

/** The production bundle of the CMS, saving to the local backend at `backendUrl`, into `adminDir`: as `npm run cms` serves it. */
async function buildAdmin(adminDir: string, backendUrl: string): Promise<void> {
  const failure = await buildAdminBundle(adminDir);
  if (failure) throw new Error(failure);
  const page = path.join(adminDir, 'index.html');
  writeFileSync(page, withRunSettings(readFileSync(page, 'utf8'), { localBackend: backendUrl }));
}

/** One visit with an empty cache: the times an editor waits, read from the page's own clock. */
async function visit(browser: Awaited<ReturnType<typeof launchChromium>>, url: string, title: string) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'pt-BR' });
  try {
    context.setDefaultTimeout(60_000);
    await keepOnLoopback(context);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const login = page.getByRole('button', { name: 'Entrar', exact: true });
    await login.waitFor();
    const loginAt = await page.evaluate(() => performance.now());
    await login.click();
    const entryAt = await page.waitForFunction(
      (expected) =>
        [...document.querySelectorAll('input')].some((input) => input.value === expected) && performance.now(),
      title,
      { polling: 'raf' },
    );
    return { login: Math.round(loginAt), entry: Math.round((await entryAt.jsonValue()) as number) };
  } finally {
    await context.close();
  }
}

export async function measureAdmin(runs: number): Promise<AdminBench> {
  const load = loadBefore();
  const { root, contentDir } = temporaryRepository();
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'invero-bench-admin-'));
  const cleanups: (() => unknown)[] = [() => rmSync(root, { recursive: true, force: true })];
  cleanups.push(() => rmSync(siteDir, { recursive: true, force: true }));
  try {
    const [backendPort, sitePort] = [await freePort(), await freePort()];
    const siteOrigin = `http://127.0.0.1:${sitePort}`;
    await buildAdmin(path.join(siteDir, siteAddresses.admin), localBackendUrl(backendPort));
    // The site's files the CMS draws with: its mark, and the icons of the picker and the preview.
    copyFileSync(path.join(projectRoot, 'src/public/favicon.svg'), path.join(siteDir, 'favicon.svg'));
    writeFileSync(path.join(siteDir, spriteUrl), iconSprite());

    const server = await startStaticServer(siteDir, sitePort);
    cleanups.push(() => server.close());
    const secret = randomBytes(32).toString('base64url');
    const backend = await startLocalBackend({ root, port: backendPort, cmsOrigin: siteOrigin, secret, log: () => {} });
    cleanups.push(() => backend.close());
    const browser = await launchChromium();
    cleanups.push(() => browser.close());

    const entryFile = path.join(contentDir, 'pages', `${entrySlug}.yaml`);
    const { title } = parse(readFileSync(entryFile, 'utf8')) as { title: string };
    const opened = `${siteOrigin}/${siteAddresses.admin}/?${new URLSearchParams({ [runSecret.parameter]: secret })}`;
    const url = `${opened}#/collections/${cmsNames.pages}/entries/${entrySlug}`;
    const measured: AdminRun[] = [];
    for (let run = 0; run < runs; run++) measured.push(await visit(browser, url, title));
    return { weight: adminCost(siteDir), runs: measured, load: loadAfter(load) };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The targets on a quiet machine (issue 20): login within 1.5 s, a filled entry within 3 s. */
export const adminTargets = { login: 1500, entry: 3000 } as const;

export function formatAdminBench({ weight, runs, load }: AdminBench): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const medians = { login: median(runs.map((run) => run.login)), entry: median(runs.map((run) => run.entry)) };
  const mark = (value: number, target: number) => (value <= target ? '✔' : '✖');
  const busy = busyReason(load);
  return [
    `peso da primeira carga (gzip): JS ${weight.js.toFixed(1)} KB + CSS ${weight.css.toFixed(1)} KB = ${(weight.js + weight.css).toFixed(1)} KB`,
    '',
    'visita  botão Entrar  página preenchida',
    ...runs.map(
      (run, index) =>
        `${String(index + 1).padStart(5)}  ${seconds(run.login).padStart(12)}  ${seconds(run.entry).padStart(17)}`,
    ),
    `mediana ${seconds(medians.login).padStart(12)}  ${seconds(medians.entry).padStart(17)}`,
    `meta    ${`≤ ${seconds(adminTargets.login)} ${mark(medians.login, adminTargets.login)}`.padStart(12)}  ${`≤ ${seconds(adminTargets.entry)} ${mark(medians.entry, adminTargets.entry)}`.padStart(17)}`,
    '',
    formatLoad(load),
    ...(busy ? [`⚠ Tempos pouco confiáveis: ${busy}.`] : []),
  ].join('\n');
}
