/** The pages the accessibility tests open (every route, and one that is not there), at each width, painted whole; and the tab stops each should have. */
import type { Page } from 'playwright-core';
import { scrollThrough } from '../../../scripts/audit/page-readiness.ts';
import { settle } from '../../support/frames.ts';
import { phone, type Open, type OpenOptions } from '../browser.ts';
import { builtContent, contentPage, unknownPath, unknownPathLoadError } from '../site.ts';

/** The page paths of the content, then a path the site does not have (the 404 page). */
export const routes = (): string[] => [...builtContent().pages.map((page) => page.path), unknownPath];

export const openOptions = (path: string, width: number): OpenOptions => ({
  width,
  height: width === phone ? 844 : 800,
  expectedErrors: path === unknownPath ? [unknownPathLoadError] : [],
});

/**
 * Paints the whole page first (lazy photo, scroll effects), then comes back to the top and lets
 * the header's fade settle, so that colour contrast is measured on what a visitor sees.
 */
export async function paintAll(page: Page): Promise<void> {
  await scrollThrough(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await settle(page);
}

/** The labels of the hero's buttons, in order. */
export function heroButtons(path: string): string[] {
  const hero = contentPage(path).sections.find((section) => section.type === 'hero');
  return hero?.type === 'hero' ? hero.buttons.map((button) => button.label) : [];
}

/** What the keyboard reaches in the main content of a page, in order, by accessible name. */
export function mainStops(path: string): string[] {
  const { companies, site } = builtContent();
  if (path === unknownPath) return [site.notFound.backLabel];
  return contentPage(path).sections.flatMap((section) => {
    switch (section.type) {
      case 'hero':
      case 'cta':
        return section.buttons.map((button) => button.label);
      case 'card-grid': {
        const { items } = section;
        if (items.kind !== 'companies') return [];
        // The card link's visible label, then its hidden ": <company>" that tells the cards apart.
        return items.ids.map((id) => `${items.linkLabel}: ${companies.find((company) => company.id === id)?.name}`);
      }
      default:
        return [];
    }
  });
}

/** Every tab stop of a page, by accessible name: header, main content, footer. */
export function expectedStops(path: string, width: number): string[] {
  const { site, companies } = builtContent();
  const { navigation, footer, contact } = site;
  const headerStops =
    width === phone
      ? [navigation.homeLabel, navigation.openMenuLabel]
      : [navigation.homeLabel, ...navigation.links.map((link) => link.label), navigation.contact.label];
  return [
    navigation.skipToContent,
    ...headerStops,
    ...mainStops(path),
    navigation.homeLabel,
    ...companies.map((company) => company.name),
    ...footer.quickLinks.map((link) => link.label),
    contact.phone.text,
    contact.email,
    ...footer.legalLinks.map((link) => link.label),
  ];
}

export async function openAtTop(open: Open, path: string, width: number) {
  const opened = await open(path, openOptions(path, width));
  // Lazy images and scroll effects done, back at the top, nothing focused: where a visitor starts.
  await paintAll(opened.page);
  return opened;
}
