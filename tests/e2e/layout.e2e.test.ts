/**
 * What editors add still looks right: the header, the card grids and the footer hold their layout
 * at a phone's, a tablet's, a small laptop's and a laptop's width, built from content grown the
 * way editors grow it (grown-content.ts). "Holds its layout" means, measured by geometry:
 * - the page never scrolls sideways;
 * - the header stays one bar high; its logo, links, contact button and menu button stay inside the
 *   viewport and the bar, overlap nothing and draw their text inside themselves; the links are either
 *   all in the bar in one row or all behind the menu button, whose menu shows each of them, and
 *   the contact button, inside the screen (scrolling in the menu if it must);
 * - the cards of a grid have equal widths and, on a row, equal heights; no text is drawn outside its card;
 * - the footer's columns do not overlap, each text stays inside its column, and nothing leaves the viewport.
 * Screenshots of each page and each open menu go to test-results/layout/, for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { projectRoot } from '../../project/environment.ts';
import { buildContentCopy, type BuiltCopy } from '../support/built-copy.ts';
import { settle } from '../support/frames.ts';
import {
  cardGridProblems,
  equalWithin,
  footerProblems,
  measure,
  outside,
  overlaps,
  spilledText,
  viewport,
  type Box,
} from '../support/layout.ts';
import { desktop, phone, test } from './browser.ts';
import { addFifthLink, fillToTheLimits, newPage } from './grown-content.ts';
import { header, mainNav, menuToggle } from './site.ts';

const widths = [phone, 768, 1024, desktop];
const screenshots = path.join(projectRoot, 'test-results', 'layout');

/** Two builds of the site, one after the other, on a machine that may be busy. */
const buildTimeout = 300_000;

/** The header's height: the --header-height token, in pixels. */
const barHeight = (page: Page) =>
  page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return parseFloat(root.getPropertyValue('--header-height')) * parseFloat(root.fontSize);
  });

/** Opens the menu behind the menu button, checks it shows every link and the contact button inside the screen, closes it. */
async function menuProblems(page: Page, shot: string): Promise<string[]> {
  const toggle = menuToggle(page);
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  await settle(page);
  const { box: screen } = await viewport(page);
  const [panel] = await measure(mainNav(page));
  const entries = await mainNav(page).locator('a, button').all();
  const named: [string, Box][] = [];
  const problems: string[] = [];
  for (const [index, entry] of entries.entries()) {
    // A menu taller than the screen scrolls: each entry must be reachable.
    await entry.scrollIntoViewIfNeeded();
    const [measured] = await measure(entry);
    const name = `menu entry ${index + 1}`;
    named.push([name, measured!.box]);
    const below = measured!.box.bottom - screen.bottom;
    if (below > 1) problems.push(`${name} stays ${Math.round(below)} px below the screen`);
    problems.push(...spilledText(name, measured!));
  }
  await page.screenshot({ path: shot });
  await page.keyboard.press('Escape');
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  return [
    ...problems,
    ...outside([['the open menu', panel!.box], ...named], screen, 'the viewport'),
    ...overlaps(named),
  ];
}

async function headerProblems(page: Page, site: BuiltCopy, menuShot: string): Promise<string[]> {
  const { navigation } = site.content.site;
  const { box: screen } = await viewport(page);
  const [bar] = await measure(header(page));
  const problems: string[] = [];
  const height = bar!.box.bottom - bar!.box.top;
  if (Math.abs(height - (await barHeight(page))) > 1) problems.push(`the header is ${Math.round(height)} px high`);

  const links = mainNav(page).getByRole('link', { includeHidden: true });
  expect(await links.count()).toBe(navigation.links.length);
  const parts = [
    ['the logo', header(page).getByRole('link', { name: navigation.homeLabel, exact: true })],
    ['the menu button', menuToggle(page)],
    ...(await links.all()).map((link, index) => [`menu link ${index + 1}`, link] as const),
    ['the contact button', mainNav(page).getByRole('button', { name: navigation.contact.label, exact: true })],
  ] as const;
  const shown: [string, Box][] = [];
  for (const [name, part] of parts) {
    if (!(await part.isVisible())) continue;
    const [measured] = await measure(part);
    shown.push([name, measured!.box]);
    problems.push(...spilledText(name, measured!));
    const past = Math.max(bar!.box.top - measured!.box.top, measured!.box.bottom - bar!.box.bottom);
    if (past > 1) problems.push(`${name} reaches ${Math.round(past)} px outside the header`);
  }
  problems.push(...outside(shown, screen, 'the viewport'), ...overlaps(shown));

  const linksShown = shown.filter(([name]) => name.startsWith('menu link')).map(([, box]) => box);
  const toggleShown = shown.some(([name]) => name === 'the menu button');
  if (linksShown.length === navigation.links.length && !toggleShown) {
    const oneRow =
      equalWithin(linksShown.map((box) => box.top)) && equalWithin(linksShown.map((box) => box.bottom - box.top));
    if (!oneRow) problems.push('the menu links are in the bar, but not in one row of one line each');
  } else if (linksShown.length === 0 && toggleShown) {
    problems.push(...(await menuProblems(page, menuShot)));
  } else {
    problems.push(
      `the menu is neither in the bar nor behind its button: ${linksShown.length} of ${navigation.links.length} links shown, menu button ${toggleShown ? 'shown' : 'hidden'}`,
    );
  }
  return problems;
}

const grownSites = [
  { name: "the trial's fifth menu link", slug: 'cinco-links', edit: addFifthLink },
  {
    name: 'every list of the header, footer and cards full, every text at its limit',
    slug: 'limites',
    edit: fillToTheLimits,
  },
];

describe.each(grownSites)('with $name', ({ slug, edit }) => {
  let site: BuiltCopy;
  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    site = await buildContentCopy(edit);
  }, buildTimeout);
  afterAll(() => site?.close());

  for (const width of widths) {
    for (const pagePath of ['/', newPage.path]) {
      test(`the header, card grids and footer hold their layout on ${pagePath} at ${width} px`, async ({ open }) => {
        const { page } = await open(pagePath, { baseUrl: site.url, width });
        // The hero rises into place (a decorative animation): measured once it is there.
        await settle(page);
        const shot = path.join(screenshots, `${slug}${pagePath === '/' ? '' : pagePath.replaceAll('/', '-')}-${width}`);

        const footer = page.getByRole('contentinfo');
        // The footer's columns: its navigations and the blocks beside them.
        const columns = footer.getByRole('navigation').first().locator('xpath=..').locator(':scope > *');
        const { sidewaysScroll } = await viewport(page);
        const problems = [
          ...(sidewaysScroll > 0 ? [`the page scrolls sideways by ${sidewaysScroll} px`] : []),
          ...(await headerProblems(page, site, `${shot}-menu.png`)),
          ...(await cardGridProblems(page, page.getByRole('article'))),
          ...(await footerProblems(page, footer, columns)),
        ];
        // Without the focus ring the menu button kept from the menu check.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.screenshot({ path: `${shot}.png`, fullPage: true, animations: 'disabled' });
        expect(problems).toEqual([]);
      });
    }
  }
});
