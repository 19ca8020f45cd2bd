import { say } from '../schema/messages/catalogue/index.ts';

/**
 * What /admin/ shows instead of a login that could lead nowhere: the site was built without the
 * content's `cms` block, so there is no repository to save to. Words from the message catalogue.
 */
export function showNotConnected(): void {
  const { message, hint } = say('cms-not-connected');
  const main = document.createElement('main');
  main.className = 'not-connected';
  const heading = document.createElement('h1');
  heading.textContent = message;
  const text = document.createElement('p');
  text.textContent = hint;
  main.append(heading, text);
  document.body.prepend(main);
}
