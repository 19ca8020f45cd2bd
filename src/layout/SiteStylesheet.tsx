import { Links } from 'react-router';
import { builtStylesheet } from 'virtual:invero/built-stylesheet';

const elementId = 'estilos-do-site';

/**
 * The text of the stylesheet: in the prerender, the client build's (scripts/vite/built-stylesheet.ts);
 * in the browser, read back from the page it came in, before React hydrates it. The same text on
 * both sides, without the 5 KB in the JavaScript: hydration finds the element as it expects it, and
 * should React ever draw the document again (after a hydration error), the page keeps its styles.
 */
const stylesheet = import.meta.env.SSR
  ? (builtStylesheet ?? '')
  : (document.getElementById(elementId)?.textContent ?? '');

/**
 * The site's stylesheet in the page itself: the first paint needs only the HTML, not a second round
 * trip for a linked file. As the text of a <style>, React writes it as it is, except a "<style" or
 * "</style" in it, which it escapes so that nothing ends the element early. Its hash is in the
 * page's Content-Security-Policy (scripts/build/security-policy.ts). `npm run dev` keeps React
 * Router's links, which Vite's live-reloaded styles need.
 */
export function SiteStylesheet() {
  if (import.meta.env.DEV) return <Links />;
  return <style id={elementId}>{stylesheet}</style>;
}
