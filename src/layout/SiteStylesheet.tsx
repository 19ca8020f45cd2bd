import { Links } from 'react-router';
import { builtStylesheet } from 'virtual:invero/built-stylesheet';

/**
 * The site's stylesheet in the page itself: the first paint needs only the HTML, not a second round
 * trip for a linked file. The text is the client build's (scripts/vite/built-stylesheet.ts). As the
 * text of a <style>, React writes it as it is, except a "<style" or "</style" in it, which it escapes
 * so that nothing ends the element early. Its hash is in the page's Content-Security-Policy
 * (scripts/build/security-policy.ts). `npm run dev` keeps React Router's links, which Vite's
 * live-reloaded styles need.
 */
export function SiteStylesheet() {
  if (import.meta.env.DEV) return <Links />;
  return <style>{builtStylesheet ?? ''}</style>;
}
