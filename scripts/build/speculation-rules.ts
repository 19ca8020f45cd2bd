/**
 * Going to another page is a page load: Speculation Rules make it instant where the browser has
 * them (Chromium). A link the visitor rests the pointer on (200 ms), or starts to press or touch, has
 * its page fetched and, where the browser can, rendered in the background, so that the click shows
 * it at once. Any address of this site: the links of a page lead to its other pages only (none to
 * the CMS at /admin/, which no public page names). Browsers without the rules ignore them, and the
 * link is a link.
 */
import { beforeBodyEnd } from './island-scripts.ts';

const sitePages = { href_matches: '/*' };

/** "moderate": on hover, or on pointerdown/touchstart (what a phone has): what the visitor is about to open. */
export const speculationRules = {
  prefetch: [{ where: sitePages, eagerness: 'moderate' }],
  prerender: [{ where: sitePages, eagerness: 'moderate' }],
};

/**
 * The page with its rules, an inline script the page's policy allows by its hash, like the others
 * (scripts/build/security-policy.ts); at the end of the body, after everything the first paint needs.
 */
export function withSpeculationRules(html: string): string {
  return beforeBodyEnd(html, `<script type="speculationrules">${JSON.stringify(speculationRules)}</script>`);
}
