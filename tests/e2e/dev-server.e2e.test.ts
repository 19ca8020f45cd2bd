/**
 * The live preview (content/LEIA-ME.md, "Pré-visualizar") against the real dev server, in Chromium:
 * a valid edit shows on the open page by itself, an invalid one puts the same located Portuguese
 * report as `npm run validate` over the page and in the terminal, and fixing it brings the page back.
 * When something scheduled comes, the server reloads the page the same way, with no file touched
 * (tests/scripts/vite/content-preview-clock.test.ts, on a clock that does not make this file wait).
 * The server previews a copy of the content, so the edits never touch content/; it runs as a child
 * process on a free loopback port, and its whole process tree and the copy go away afterwards
 * (tests/support/preview-server.ts).
 */
import path from 'node:path';
import { describe, expect } from 'vitest';
import sharp from 'sharp';
import { readLocalImage } from '../../schema/load/images.ts';
import { loadContent } from '../../schema/load/index.ts';
import { formatReport, nextSteps, previewReportTitle } from '../../schema/messages/format.ts';
import { sectionTypes } from '../../schema/sections/index.ts';
import { imageAssetsFolder, variantsOf } from '../../src/images.server.ts';
import { test as browserTest } from './browser.ts';
import { devProject } from '../support/dev-project.ts';
import { previewStartupTimeout, startPreviewServer } from '../support/preview-server.ts';
import {
  changeTimeout,
  openDevPage,
  waitForPreviewClient,
  sectionIndex,
  valueAt,
  editValues,
  positionOf,
  overlay,
  overlayText,
  whenShown,
} from './dev-server/preview-page.ts';

const pageFile = 'pages/higienizacao.yaml';
/** How the report names that file: relative to the content folder's parent, like `npm run validate`. */
const reportedFile = 'content/pages/higienizacao.yaml';

const test = browserTest.extend('devServer', { scope: 'file' }, ({}, { onCleanup }) =>
  startPreviewServer(devProject(), onCleanup),
);

describe('the dev server (npm run dev)', () => {
  // Hang guards only: the server's start, then a handful of waits of at most `changeTimeout` each.
  const timeout = previewStartupTimeout + 6 * changeTimeout;

  test('serves the section gallery and the icon sprite', { timeout }, async ({ browser, devServer }) => {
    const { page, problems } = await openDevPage(browser, devServer, '/_secoes');
    // Each entry's heading names its type; the examples drawn below it have headings of their own.
    const headings = await page
      .getByRole('heading', { level: 2 })
      .filter({ has: page.locator('code') })
      .allTextContents();
    expect(headings).toEqual(sectionTypes.map((type) => `type: ${type}`));

    const sprite = await fetch(`${devServer.url}/icons.svg`);
    expect(sprite.status).toBe(200);
    expect(sprite.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const symbols = new Set([...(await sprite.text()).matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
    // Every icon the gallery draws is in the sprite.
    const used = await page.locator('use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
    expect(used.length).toBeGreaterThan(0);
    for (const href of used) {
      expect(href).toMatch(/^\/icons\.svg#/);
      expect(symbols, href).toContain(href.slice('/icons.svg#'.length));
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });

  test(
    'shows the content folder’s photos at the addresses the build publishes, and a replaced photo after a reload',
    { timeout },
    async ({ browser, devServer }) => {
      const { page, problems, connections } = await openDevPage(browser, devServer, '/consultorio');
      const photo = page.locator('figure picture img');
      const shown = async () => {
        await photo.scrollIntoViewIfNeeded();
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
            timeout: changeTimeout,
          })
          .toBe(true);
        return photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      };
      const published = (src: string) => {
        const read = readLocalImage(devServer.contentDir, src);
        if (!read.ok) throw new Error(read.words.message);
        return variantsOf(read.image).map((file) => `/${imageAssetsFolder}/${file.fileName}`);
      };
      // The clinic page's photo, as its file names it.
      const clinic = 'pages/consultorio.yaml';
      const showcase = sectionIndex(devServer, clinic, (section) => section.type === 'showcase');
      const src = valueAt(devServer, clinic, ['sections', showcase, 'image', 'src']).value;
      expect(published(src)).toContain(await shown());

      // Another photo under the same name: new files, and the page is drawn again with them.
      await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0e7490' } })
        .jpeg()
        .toFile(path.join(devServer.contentDir, src));
      await waitForPreviewClient(page, connections, 2);
      const replaced = await shown();
      expect(published(src)).toContain(replaced);
      await page.context().close();
      expect(problems).toEqual([]);
    },
  );

  test(
    'previews edits: a valid one on the page, an invalid one over it, then its fix',
    { timeout },
    async ({ browser, devServer }) => {
      const { page, problems, connections } = await openDevPage(browser, devServer, '/higienizacao');
      const text = (value: string) => page.getByText(value, { exact: true });
      const timings: Record<string, number> = {};
      // The first two cards of the page's first grid, whatever the content calls them.
      const grid = sectionIndex(
        devServer,
        pageFile,
        (section) => section.type === 'card-grid' && Array.isArray(section.cards) && section.cards.length > 1,
      );
      expect(grid, `a grid of cards in ${pageFile}`).toBeGreaterThanOrEqual(0);
      const card = (index: number, field: string) => ['sections', grid, 'cards', index, field];
      const renamed = { before: valueAt(devServer, pageFile, card(0, 'title')).value, after: 'Limpeza Minuciosa' };
      const icon = valueAt(devServer, pageFile, card(1, 'icon')).value;
      // One letter off: the report suggests the icon meant.
      const misspelt = `${icon.slice(0, -1)}${icon.endsWith('x') ? 'y' : 'x'}`;
      const retitled = {
        before: valueAt(devServer, pageFile, card(1, 'title')).value,
        after: 'Desinfecção Certificada',
      };

      // 1. A valid edit: the open page shows it by itself.
      let saved = editValues(devServer, pageFile, [[card(0, 'title'), renamed.after]]);
      timings.validEdit = await whenShown(saved, text(renamed.after).waitFor());
      expect(await text(renamed.before).count()).toBe(0);
      await waitForPreviewClient(page, connections, 2);
      expect(devServer.output()).toContain('✔ Conteúdo válido:');

      // 2. An invalid edit (a misspelt icon, with a new title the page cannot show yet): the report
      //    over the page and in the terminal, both the text of `npm run validate`.
      const outputBefore = devServer.output().length;
      saved = editValues(devServer, pageFile, [
        [card(1, 'icon'), misspelt],
        [card(1, 'title'), retitled.after],
      ]);
      const { line, column } = positionOf(devServer, pageFile, misspelt);
      const loaded = loadContent(devServer.contentDir);
      if (loaded.ok) throw new Error('the misspelt icon validates');
      const report = formatReport(loaded.issues, nextSteps.preview);

      timings.overlay = await whenShown(saved, overlay(page).waitFor());
      const shown = await overlayText(page);
      expect(shown).toContain(`${reportedFile}:${line}:${column}`);
      expect(shown).toContain(`O valor "${misspelt}" não é aceito em "icon".`);
      expect(shown).toContain(`Você quis dizer "${icon}"?`);
      expect(await overlay(page).locator('pre').textContent()).toBe(report.trim());
      expect(await overlay(page).getByRole('heading').textContent()).toBe(previewReportTitle);
      expect(await page.locator('vite-error-overlay').count()).toBe(0);
      // Over the page as it was: the invalid content is never rendered.
      expect(await text(renamed.after).count()).toBe(1);
      expect(await text(retitled.after).count()).toBe(0);
      expect(connections()).toBe(2);

      await expect
        .poll(() => devServer.output().slice(outputBefore), { timeout: changeTimeout, message: 'the terminal report' })
        .toContain(report);
      const printed = devServer.output().slice(outputBefore);
      expect(printed).toContain(`✖ ${reportedFile}:${line}:${column}\n  O valor "${misspelt}" não é aceito em "icon".`);
      expect(printed).toContain(`→ Você quis dizer "${icon}"?`);

      // A reload while the content is invalid shows the same report, not an English error screen.
      const problemsBefore = problems.length;
      await page.reload();
      await overlay(page).waitFor({ timeout: changeTimeout });
      // The server rightly answers that reload with an error status: the content cannot be rendered.
      expect(problems.splice(problemsBefore)).toEqual([
        'console error: Failed to load resource: the server responded with a status of 500 ()',
      ]);
      expect(await overlay(page).locator('pre').textContent()).toBe(report.trim());
      // The page under the report is the error screen (there is no valid content to draw), so the
      // preview client is waited for without waiting for the app.
      await expect.poll(connections, { timeout: changeTimeout }).toBe(3);

      // 3. The fix: the overlay goes away and the page shows the fixed content, by itself.
      saved = editValues(devServer, pageFile, [[card(1, 'icon'), icon]]);
      timings.fix = await whenShown(
        saved,
        Promise.all([text(retitled.after).waitFor(), overlay(page).waitFor({ state: 'detached' })]),
      );
      await waitForPreviewClient(page, connections, 4);
      expect(await overlay(page).count()).toBe(0);
      expect(await text(retitled.before).count()).toBe(0);
      const shownCard = page.locator('article').filter({
        has: page.getByRole('heading', { level: 3, name: retitled.after, exact: true }),
      });
      expect(await shownCard.locator('use').first().getAttribute('href')).toBe(`/icons.svg#${icon}`);
      expect(devServer.output().slice(outputBefore)).toMatch(/✔ Conteúdo válido: .*Atualizando a página\./);

      console.info(`dev-server preview, ms from save to page (measured, not asserted): ${JSON.stringify(timings)}`);
      await page.context().close();
      expect(problems).toEqual([]);
    },
  );
});
