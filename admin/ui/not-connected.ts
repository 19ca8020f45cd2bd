import type { Words } from '../../schema/messages/catalogue/index.ts';

/** A link under the words: to the editor, in a tab of its own. */
export interface OwnTabLink {
  href: string;
  text: string;
}

/**
 * What /admin/ shows instead of a login that could lead nowhere, in the catalogue's `words`: the site
 * was built without the content's `cms` block, so there is no repository to save to; the CMS of
 * `npm run cms` was opened without this run's secret, which its backend asks of every request; or
 * it was opened where it does not run (tab/where.ts), with `link` to where it does, in a new tab that
 * this page keeps no handle on.
 */
export function showNotConnected({ message, hint }: Words, link?: OwnTabLink): void {
  const main = document.createElement('main');
  main.className = 'not-connected';
  const heading = document.createElement('h1');
  heading.textContent = message;
  const text = document.createElement('p');
  text.textContent = hint;
  main.append(heading, text);
  if (link) {
    const paragraph = document.createElement('p');
    const anchor = Object.assign(document.createElement('a'), {
      href: link.href,
      target: '_blank',
      rel: 'noopener noreferrer',
      textContent: link.text,
    });
    paragraph.append(anchor);
    main.append(paragraph);
  }
  document.body.prepend(main);
}
