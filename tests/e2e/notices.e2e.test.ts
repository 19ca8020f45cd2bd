/** docs/produto.md §6: every call to action shows the one notice; the notice can be reached and dismissed. */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { nextFrames } from '../support/frames.ts';
import { isSameDocument, markDocument, test } from './browser.ts';
import {
  builtContent,
  ctaButton,
  expectNoNotice,
  expectOneNotice,
  headerCta,
  noticeCloseButton,
  noticeLog,
  noticeRegion,
  notices,
  recordNotices,
  restOnNotice,
  specNotice,
  specRoutes,
} from './site.ts';

describe('call-to-action buttons', () => {
  for (const route of specRoutes) {
    test(`each one on ${route.path} shows exactly one notice and stays on the page`, async ({ open }) => {
      const { page } = await open(route.path);
      await markDocument(page);
      await recordNotices(page);
      const labels = [headerCta, ...route.ctas];

      const clicked = new Map<string, number>();
      for (const label of labels) {
        const nth = clicked.get(label) ?? 0;
        clicked.set(label, nth + 1);
        const button = ctaButton(page, label).nth(nth);
        expect(await button.evaluate((element) => element.tagName), label).toBe('BUTTON');
        await button.click();
        await expectOneNotice(page);
        expect(new URL(page.url()).pathname).toBe(route.path);
        // Closed before the next click, so that each click has to bring up a notice of its own. Closed
        // from inside the page: on a slow machine the notice may already have expired, just as good.
        await page.evaluate(
          (closeLabel) => document.querySelector<HTMLElement>(`[aria-label="${closeLabel}"]`)?.click(),
          builtContent().site.notice.closeLabel,
        );
        await expectNoNotice(page);
      }

      // Every occurrence was clicked, and there are no others (e.g. a third Agendar Consulta).
      for (const [label, count] of clicked) expect(await ctaButton(page, label).count(), label).toBe(count);
      const log = await noticeLog(page);
      expect(log.shown).toHaveLength(labels.length);
      expect(log.most).toBe(1);
      expect(await isSameDocument(page)).toBe(true);
    });
  }

  test('a second one replaces the notice of the first: still exactly one', async ({ open }) => {
    const { page } = await open('/');
    await recordNotices(page);
    await ctaButton(page, 'Conheça Nossas Empresas').click();
    await expectOneNotice(page);
    await ctaButton(page, 'Entre em Contato').click();
    await nextFrames(page);
    await expectOneNotice(page);
    const log = await noticeLog(page);
    expect(log.clicks).toHaveLength(2);
    expect(log.most).toBe(1);
    // It never went away in between: the second replaced the first in place.
    expect(log.shown).toHaveLength(1);
    expect(log.gone).toHaveLength(0);

    await noticeCloseButton(page).click();
    await expectNoNotice(page);
  });
});

describe('the notice region', () => {
  const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

  test('is always there, announces politely, and F8 focuses it', async ({ open }) => {
    const { page } = await open('/assessoria');
    const { regionLabel, closeLabel } = builtContent().site.notice;
    const region = noticeRegion(page);
    expect(await region.getAttribute('tabindex')).toBe('-1');
    expect(await region.locator('ol').getAttribute('aria-live')).toBe('polite');
    await expectNoNotice(page);

    await page.keyboard.press('F8');
    await expect.poll(() => focusedLabel(page)).toBe(regionLabel);

    // With a notice up, F8 then Tab reach its close button from the keyboard alone.
    await ctaButton(page, 'Solicitar Análise Gratuita').click();
    await expectOneNotice(page);
    await restOnNotice(page);
    expect(await focusedLabel(page)).not.toBe(regionLabel);
    await page.keyboard.press('F8');
    await expect.poll(() => focusedLabel(page)).toBe(regionLabel);
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe(closeLabel);
    await page.keyboard.press('Enter');
    await expectNoNotice(page);
  });

  // The one test of the notice's wording that docs/produto.md §6 fixes; the others read it from the content.
  test('is labelled and titled in the fixed words of docs/produto.md §6', async ({ open }) => {
    const { page } = await open('/');
    expect(await page.getByTestId('notices').getAttribute('aria-label')).toBe(specNotice.regionLabel);
    await ctaButton(page, headerCta).click();
    await expectOneNotice(page);
    expect(await notices(page).getByText(specNotice.title, { exact: true }).isVisible()).toBe(true);
  });
});

describe('swiping the notice', () => {
  /** Drags the notice horizontally with the mouse (pointer events), from a point away from its button. */
  async function drag(page: Page, dx: number) {
    const box = await notices(page).boundingBox();
    if (!box) throw new Error('no notice to drag');
    const x = Math.round(box.x + 24);
    const y = Math.round(box.y + box.height / 2);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps: 8 });
    await page.mouse.up();
    await nextFrames(page);
  }

  test('right by 50 px dismisses it; left, or right by less, does not', async ({ open }) => {
    const { page } = await open('/higienizacao');
    await ctaButton(page, 'Agendar Serviço').click();
    await expectOneNotice(page);
    await restOnNotice(page);

    // Released short of the threshold, it springs back into place.
    const offset = () => notices(page).evaluate((notice) => notice.style.transform);
    await drag(page, -80);
    await expectOneNotice(page);
    expect(await offset()).toBe('');

    await drag(page, 49);
    await expectOneNotice(page);
    expect(await offset()).toBe('');

    await drag(page, 50);
    await expectNoNotice(page);
  });
});
