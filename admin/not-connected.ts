import type { Words } from '../schema/messages/catalogue/index.ts';

/**
 * What /admin/ shows instead of a login that could lead nowhere, in the catalogue's `words`: the site
 * was built without the content's `cms` block, so there is no repository to save to; or the CMS of
 * `npm run cms` was opened without this run's secret, which its backend asks of every request.
 */
export function showNotConnected({ message, hint }: Words): void {
  const main = document.createElement('main');
  main.className = 'not-connected';
  const heading = document.createElement('h1');
  heading.textContent = message;
  const text = document.createElement('p');
  text.textContent = hint;
  main.append(heading, text);
  document.body.prepend(main);
}
