/**
 * The online editor of a site whose editors sign in by e-mail, as Cloudflare serves it: the site
 * built from a copy of the content with `cms: { repo, signIn: email, editorUrl }` (the runtime's
 * own address) and an editors.yaml beside it
 * (one build per test file), served by Cloudflare's own Pages runtime with the project's functions/,
 * whose function trusts the Access keys' stand-in and writes to the GitHub stand-in as its App
 * (tests/functions/online-editor.ts); and a browser context of a person Access let in, carrying what
 * Access puts on every request (its signed JWT in `Cf-Access-Jwt-Assertion`, and the same token in
 * the `CF_Authorization` cookie), under the policy the site ships.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { editorsFile } from '../../schema/editors.ts';
import type { Content } from '../../schema/load/index.ts';
import { stepTimeout } from '../e2e/cms-support.ts';
import { freePort } from '../../scripts/lib/ports.ts';
import {
  editorAt,
  editorsYaml,
  emailSettings,
  startOnlineEditor,
  type OnlineEditor,
} from '../functions/online-editor.ts';
import { buildContentCopy } from './built-copy.ts';
import { watchAdmin } from './github/online-cms.ts';
import { startSecondAddress } from './second-address.ts';

export interface EmailCms {
  /** The function, its runtime (serving the built site, at the editor's own address) and the two stand-ins. */
  editor: OnlineEditor;
  /** The public site's address: the same runtime, at another address (the project's other domain). */
  publicUrl: string;
  /** The content the site was built from. */
  content: Content;
  close(): Promise<void>;
}

/** Builds the site for signing in by e-mail and serves it with its function: once per test file. */
export async function startEmailCms(): Promise<EmailCms> {
  // The runtime serves the editor at its own address: known before the site is built with it.
  const port = await freePort();
  const site = await buildContentCopy((contentDir) => {
    const siteFile = path.join(contentDir, 'site.yaml');
    writeFileSync(siteFile, emailSettings(readFileSync(siteFile, 'utf8'), editorAt(port)));
    writeFileSync(path.join(path.dirname(contentDir), editorsFile), editorsYaml);
  });
  try {
    const editor = await startOnlineEditor({ siteDir: site.siteDir, port });
    const publicSite = await startSecondAddress(editor.runtime.url);
    return {
      editor,
      publicUrl: publicSite.url,
      content: site.content,
      close: async () => {
        await publicSite.close();
        await editor.close();
        await site.close();
      },
    };
  } catch (error) {
    await site.close();
    throw error;
  }
}

export interface EmailSignIn {
  /** Who Access let in. */
  email: string;
  /** The CMS's screen, as its address's hash (`/collections/paginas/entries/home`). */
  hash?: string;
  width?: number;
  height?: number;
}

/**
 * A browser of the person of `email`, whom Access let in: every request carries what Access puts on
 * the ones it lets through (the cookie goes with any request of the site, `www.` as `editor.`, and
 * Access signs each), at the editor's address unless told.
 */
export async function signedInBrowser(
  browser: Browser,
  { editor }: EmailCms,
  email: string,
  { width = 1366, height = 900, baseURL = editor.runtime.url } = {},
): Promise<BrowserContext> {
  const token = await editor.access.token({ email });
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height },
    locale: 'pt-BR',
    extraHTTPHeaders: { 'Cf-Access-Jwt-Assertion': token },
  });
  await context.addCookies([{ name: 'CF_Authorization', value: token, url: editor.runtime.url }]);
  context.setDefaultTimeout(stepTimeout);
  onTestFinished(() => context.close());
  return context;
}

/**
 * /admin/ opened by the person of `email`, as Access lets her through. Resolves once the page
 * started loading; its console errors and page errors are `problems`, and any violation of its
 * Content-Security-Policy fails the test.
 */
export async function openAsSignedIn(
  browser: Browser,
  cms: EmailCms,
  { email, hash = '/', width = 1366, height = 900 }: EmailSignIn,
): Promise<{ page: Page; problems: string[] }> {
  const context = await signedInBrowser(browser, cms, email, { width, height });
  const { problems, watch } = await watchAdmin(context);
  const page = await context.newPage();
  watch(page);
  await page.goto(`/admin/#${hash}`);
  return { page, problems };
}
