/**
 * What the CMS's browser tests share: `npm run cms` (startLocalCms) on a temporary git copy of the
 * repository, once per test file; a fresh logged-in page on one screen of the CMS; the fields found
 * by the labels of the generated configuration; publishing; and putting the copy back after a test.
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Locator, Page, WebSocket } from 'playwright-core';
import { expect, onTestFinished } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { watchLoopback } from '../../scripts/audit/loopback-only.ts';
import { startLocalCms, type LocalCms } from '../../scripts/cms/local-cms.ts';
import { runScript } from '../../scripts/lib/child-process.ts';
import { adminCacheDir } from '../../scripts/lib/environment.ts';
import { freePort } from '../../scripts/lib/ports.ts';
import { devProject } from '../support/dev-project.ts';
import type { GitHubStandIn } from '../support/github/stand-in.ts';
import { followRequests, orSayWhatIsShown } from './shown-text.ts';
import { terminalEnvironment } from './terminal.ts';
import { contentDir as projectContentDir } from '../../project/environment.ts';
import { pageFields, labelOf, heroFields, showcaseFields } from './cms-fields.ts';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

/** Hang guards: a start builds the CMS; one page of the CMS loads in seconds. */
export const startupTimeout = 180_000;
export const stepTimeout = 30_000;

export interface CmsCopy extends LocalCms {
  /** The temporary repository: content/ and a git history to compare with. */
  root: string;
  contentDir: string;
  /** The copy of the project the dev server runs in (tests/support/dev-project.ts). */
  projectDir: string;
}

export const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=teste', '-c', 'user.email=teste@127.0.0.1', ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** The identity of the copy's checkout: the name the local CMS records each publish in. */
export const localEditor = { name: 'Editora Local', email: 'editora@127.0.0.1' };

/**
 * `npm run cms` on a fresh copy, started with `environment` besides a terminal's (INVERO_NOW, for a
 * file whose tests look at a given day), from this process's copy of the project for `role`
 * (tests/support/dev-project.ts): a fixture, of one file or of a worker (cms-test.ts).
 */
export const startCmsCopy =
  (environment: NodeJS.ProcessEnv = {}, role?: string) =>
  async ({}, { onCleanup }: { onCleanup: (cleanUp: () => Promise<void>) => void }): Promise<CmsCopy> => {
    const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'invero-cms-')));
    const contentDir = path.join(root, 'content');
    const started: { cms?: LocalCms } = {};
    const killOnExit = () => started.cms?.kill();
    onCleanup(async () => {
      process.off('exit', killOnExit);
      await started.cms?.stop();
      rmSync(root, { recursive: true, force: true });
    });
    cpSync(projectContentDir, contentDir, { recursive: true });
    git(root, 'init', '--quiet');
    // Whoever runs `npm run cms` is its editor: each publish is a commit in the checkout's name.
    git(root, 'config', 'user.name', localEditor.name);
    git(root, 'config', 'user.email', localEditor.email);
    git(root, 'add', '--all');
    git(root, 'commit', '--quiet', '--message', 'conteúdo do site');
    process.on('exit', killOnExit);
    const projectDir = devProject(role);
    const cms = await startLocalCms({
      contentDir,
      cmsPort: await freePort(),
      devPort: await freePort(),
      // The CMS the project's builds kept, copied when the copy's files are those it was built from.
      environment: terminalEnvironment({ INVERO_ADMIN_CACHE: adminCacheDir, ...environment }),
      stdio: 'pipe',
      startupTimeoutMs: startupTimeout,
      projectDir,
    });
    started.cms = cms;
    return { ...cms, root, contentDir, projectDir };
  };

/**
 * What Decap itself logs, which the tests expect: for a refused write, Decap's own log of the
 * session's refusal (a collision with someone else's save among them). Nothing else: the CMS runs
 * React's production build for editors, online and under `npm run cms`, which warns of nothing.
 */
export const decapNoise = [/^RefusedSave/, /^CollidedSave/];

export interface CmsPage {
  page: Page;
  problems: string[];
  /** Every WebSocket the page opened: none under `npm run cms`, where nothing may reload the CMS. */
  sockets: WebSocket[];
}

/**
 * A fresh browser page on one screen of the CMS, logged in with the local backend, in a context of
 * its own (with `options`). Always a new page: moving between entries by the address's hash leaves
 * the previous entry's editor state.
 */
export async function openCms(
  browser: Browser,
  cms: CmsCopy,
  hash: string,
  options: BrowserContextOptions = {},
): Promise<CmsPage> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'pt-BR', ...options });
  context.setDefaultTimeout(stepTimeout);
  const problems: string[] = [];
  const { isExternalImageFailure } = watchLoopback(context, {
    onExternalRequest: (url, resourceType) => {
      if (resourceType !== 'image') problems.push(`request to another host: ${resourceType} ${url}`);
    },
  });
  const page = await context.newPage();
  followRequests(page);
  page.on('console', (message) => {
    if (message.type() !== 'error' || isExternalImageFailure(message)) return;
    if (!decapNoise.some((pattern) => pattern.test(message.text()))) {
      problems.push(`console error: ${message.text()} ${message.location().url}`);
    }
  });
  // A refused save rejects a promise Decap does not catch: an unhandled rejection of a plain object
  // (refused before saving) or of nothing (a required field left empty).
  page.on('pageerror', (error) => {
    if (error.message !== 'Object' && error.message !== 'undefined') problems.push(`page error: ${error.message}`);
  });
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => sockets.push(socket));
  onTestFinished(() => context.close());
  // A hang guard only: on a busy machine the CMS's bundle takes seconds to load.
  await page.goto(`${cms.adminUrl}#${hash}`, { waitUntil: 'domcontentloaded', timeout: startupTimeout });
  await orSayWhatIsShown(
    page,
    'the CMS\'s "Entrar"',
    page.getByRole('button', { name: 'Entrar' }).click({ timeout: startupTimeout }),
    problems,
  );
  return { page, problems, sockets };
}

/** An entry's editor, once its fields are on screen. */
export async function openEntry(
  browser: Browser,
  cms: CmsCopy,
  collection: string,
  slug: string,
  options: BrowserContextOptions = {},
): Promise<CmsPage> {
  const opened = await openCms(browser, cms, `/collections/${collection}/entries/${slug}`, options);
  const title = opened.page.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first();
  await orSayWhatIsShown(opened.page, `the form of ${slug}`, title.waitFor(), opened.problems);
  return opened;
}

/** A section of the list, by its type's label: expanded, to reach its fields. */
export async function expandSection(page: Page, typeLabel: string, index = 0) {
  const item = page.locator('label[for^="sections-field"]', { hasText: typeLabel }).nth(index).locator('..');
  await item.getByRole('button').first().click();
  return item;
}

/** The fields of a new page, and one hero section: what a valid page needs. */
export async function fillNewPage(page: Page, address: string): Promise<void> {
  const field = (name: string) => page.getByLabel(labelOf(pageFields, name), { exact: true }).first();
  await field('path').fill(address);
  await field('title').fill('Clínica Sul — Grupo INVERO');
  await field('description').fill('A nova unidade do INVERO Consultório, na zona sul: agende sua avaliação.');
  await page.getByRole('button', { name: /Adicionar/ }).click();
  await page.getByRole('menuitem', { name: heroFields.label, exact: true }).click();
  const hero = page.locator('label[for^="sections-field"]', { hasText: heroFields.label }).first().locator('..');
  await hero.getByLabel(labelOf(heroFields.fields!, 'title'), { exact: true }).fill('Clínica Sul');
}

/**
 * Replaces a field's text as an editor does: click, select all, type. After a refused save, Playwright's
 * `fill` appends to what Decap's form shows instead of replacing it; the keyboard's select-all does not.
 */
export async function retype(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.page().keyboard.press('ControlOrMeta+a');
  await field.page().keyboard.type(text);
}

export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByText('Publicar agora', { exact: true }).click();
}

/** Decap's media library from an image field (a showcase's): "choose another image". */
export async function openMediaLibrary(page: Page) {
  const showcase = await expandSection(page, showcaseFields.label);
  await showcase.getByRole('button', { name: 'Escolha uma imagem diferente' }).click();
  return showcase;
}

/** The session's notice (admin/ui/panel.ts): a refusal, or a word about a photo. */
export const sessionNotice = (page: Page) => page.getByTestId('cms-notice');
/** The same after Publicar, once its change stands at `state` (admin/going-live/follow.ts): "publishing", "live"… */
export const liveStatus = (page: Page, state: string) =>
  page.locator(`[data-testid="cms-notice"][data-state="${state}"]`);

/**
 * The commit "Tentar de novo" pushes on top of `commit`, once the branch has moved to it: the same
 * tree, `commit` its parent, for the host to publish the same content again.
 */
export async function pushedAgain(github: GitHubStandIn, commit: string) {
  await expect.poll(() => github.head(), { timeout: stepTimeout }).not.toBe(commit);
  const sha = github.head()!;
  const made = github.git.readCommit(sha);
  expect(made.parents).toEqual([commit]);
  expect(made.tree).toBe(github.git.readCommit(commit).tree);
  return { sha, made };
}

/** Decap's notices (react-toastify), each with role alert. */
export const notice = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

export const homeFile = (cms: CmsCopy) => path.join(cms.contentDir, 'pages/home.yaml');

export function heroTitleIn(text: string): string {
  const data = readYaml(text) as { sections: { type: string; title: string }[] };
  return data.sections.find((section) => section.type === 'hero')!.title;
}

export function validates(cms: CmsCopy) {
  return runScript('validate.ts', { env: { INVERO_CONTENT_DIR: cms.contentDir } });
}

/** A page of another program on this machine: an empty page on another 127.0.0.1 port. */
export async function foreignPage(): Promise<string> {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>outra</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
}
