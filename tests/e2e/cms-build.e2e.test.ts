/**
 * The CMS in the built site: /admin/ is a bundle of its own that no public page loads, with a
 * Content-Security-Policy of its own (the pages keep theirs), and it starts under that policy in
 * Chromium without a single violation.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, inject } from 'vitest';
import { writtenOnlineConfig } from '../../admin/run-settings.ts';
import { adminFolder } from '../../scripts/build/admin-site.ts';
import { keepOnLoopback } from '../../scripts/audit/loopback-only.ts';
import { filesIn, htmlFilesIn } from '../../scripts/lib/site-files.ts';
import { test } from './browser.ts';
import { testCmsRepository } from './global-setup.ts';

const siteDir = inject('siteDir');
const editorUrl = inject('editorUrl');
const adminHtml = () => readFileSync(path.join(siteDir, adminFolder, 'index.html'), 'utf8');
const metaPolicy = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];

describe('the CMS in the built site (/admin/)', () => {
  test('is its own bundle: no public page or script names it', () => {
    const publicFiles = filesIn(siteDir, /\.(html|js|css)$/).filter((file) => file.split(path.sep)[0] !== adminFolder);
    expect(publicFiles.length).toBeGreaterThan(0);
    for (const file of publicFiles) {
      expect(readFileSync(path.join(siteDir, file), 'utf8'), file).not.toContain(`/${adminFolder}/`);
    }
    expect(adminHtml()).toMatch(new RegExp(`src="/${adminFolder}/assets/[^"]+\\.js"`));
  });

  test("saves to the repository of the content's cms block, at the editor's own address: its page says so", () => {
    const written = writtenOnlineConfig(new JSDOM(adminHtml()).window.document);
    expect(written).toMatchObject({ backend: { repo: testCmsRepository }, editorUrl });
  });

  test('has its own policy; the pages keep theirs, without eval or inline styles', () => {
    const admin = metaPolicy(adminHtml());
    expect(admin).toContain("script-src 'self' 'unsafe-eval'");
    expect(admin).toContain("style-src 'self' 'unsafe-inline'");
    const pages = htmlFilesIn(siteDir).filter((file) => file.split(path.sep)[0] !== adminFolder);
    for (const page of pages) {
      const policy = metaPolicy(readFileSync(path.join(siteDir, page), 'utf8'));
      expect(policy, page).toMatch(/script-src 'self'/);
      expect(policy, page).not.toContain('unsafe');
    }
    const headers = readFileSync(path.join(siteDir, '_headers'), 'utf8');
    expect(headers).toContain(`/${adminFolder}/*\n  Content-Security-Policy: ${admin}\n`);
  });

  test('starts under its policy with no violation or error', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: editorUrl, locale: 'pt-BR' });
    const problems: string[] = [];
    await keepOnLoopback(context, {
      onExternalRequest: (url) => problems.push(`request to another host: ${url}`),
    });
    const page = await context.newPage();
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto(`/${adminFolder}/`);
    // The policy the browser tests of the online editor run under is the one shipped, whole.
    expect(response?.headers()['content-security-policy']).toContain(metaPolicy(adminHtml()));
    // The login screen of the content's repository host: the CMS ran its code and styled itself.
    await page.getByRole('button', { name: 'Entrar com o GitHub' }).waitFor();
    expect(await page.title()).toBe('Grupo INVERO — edição do site');
    await context.close();
    expect(problems).toEqual([]);
  });
});
