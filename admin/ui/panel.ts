import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import type { FormProblem } from '../session/words/form-words.ts';
import './panel.css';

/**
 * A notice of the CMS that stays until it is closed or no longer true: a refused save and its
 * problems, or where a published change stands. Decap's own notices leave after a few seconds; a
 * refusal must still be there when the editor looks for the field it names. One at a time, at the
 * bottom of the screen, above Decap's layout and its windows (the media library, whose refusals and
 * notices about photos this shows, sits at z-index 99999); plain DOM, outside Decap's React tree.
 * What a save did or left to decide besides where it stands (an offer to delete a photo it left
 * unused, the unseen characters of a paste it took out) has a place of its own, an aside just above
 * the notice: the notice that follows the same save (the change on its way to the site) does not
 * take it away. A question (a draft left in the browser) has a place of its own at the top,
 * with no close button: it stays until it is answered or its entry is left, whatever comes and goes below.
 */

type Slot = 'aside' | 'notice' | 'question';
const shown: Partial<Record<Slot, HTMLElement>> = {};
/** The bottom slots, in the order they stand on screen. */
const bottom: readonly Slot[] = ['aside', 'notice'];
const testIds: Record<Slot, string> = { aside: 'cms-aside', notice: 'cms-notice', question: 'cms-question' };

export function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, text = '', className = '') {
  const made = document.createElement(tag);
  made.textContent = text;
  if (className) made.className = className;
  return made;
}

export function button(words: Words, onClick: () => void, className = ''): HTMLButtonElement {
  const made = element('button', words.message, className);
  made.type = 'button';
  if (words.hint) made.title = words.hint;
  made.addEventListener('click', onClick);
  return made;
}

function close(slot: Slot): void {
  shown[slot]?.remove();
  shown[slot] = undefined;
}

export const closeNotice = () => close('notice');
export const closeAside = () => close('aside');
export const closeQuestion = () => close('question');

/** Puts a bottom notice in its slot's place: the aside above the notice, whichever came first. */
function placeAtBottom(slot: Slot, notice: HTMLElement): void {
  let stack = document.querySelector<HTMLElement>('.invero-notices');
  if (!stack) {
    stack = element('div', '', 'invero-notices');
    document.body.append(stack);
  }
  const below = bottom.slice(bottom.indexOf(slot) + 1).map((other) => shown[other]);
  stack.insertBefore(notice, below.find((other) => other?.isConnected) ?? null);
}

function show(slot: Slot, title: Words, tone: 'refusal' | 'info', content: HTMLElement[]): HTMLElement {
  close(slot);
  const notice = element('section', '', slot === 'question' ? 'invero-notice invero-question' : 'invero-notice');
  notice.dataset.tone = tone;
  notice.dataset.testid = testIds[slot];
  notice.setAttribute('role', tone === 'refusal' ? 'alert' : 'status');
  const heading = element('h2', title.message);
  heading.id = `invero-${slot}-title`;
  notice.setAttribute('aria-labelledby', heading.id);
  notice.append(heading);
  if (title.hint) notice.append(element('p', title.hint));
  notice.append(...content);
  if (slot === 'question') document.body.append(notice);
  else {
    notice.append(button(say('cms-dismiss'), () => close(slot), 'invero-close'));
    placeAtBottom(slot, notice);
  }
  shown[slot] = notice;
  return notice;
}

/** Shows a notice in place of any other: a title, a line, and what follows (problems, buttons). */
export function showNotice(title: Words, tone: 'refusal' | 'info', ...content: HTMLElement[]): HTMLElement {
  return show('notice', title, tone, content);
}

/** Shows what a save did or left to decide, above the notices that come and go, until it is closed. */
export function showAside(title: Words, ...content: HTMLElement[]): HTMLElement {
  return show('aside', title, 'info', content);
}

/** Asks a question that only its own buttons answer (no close button), in its own place at the top. */
export function askQuestion(title: Words, ...content: HTMLElement[]): HTMLElement {
  return show('question', title, 'info', content);
}

/** The problems of a refusal, each with its place; those `show` can bring into view get a button for it. */
export function problemList(
  problems: readonly FormProblem[],
  show?: { can: (problem: FormProblem) => boolean; go: (problem: FormProblem) => void },
): HTMLElement {
  const list = element('ul');
  for (const problem of problems) {
    const item = element('li');
    if (problem.place) item.append(element('span', problem.place, 'invero-place'));
    item.append(`${problem.message} ${problem.hint}`.trim());
    if (show?.can(problem))
      item.append(
        element('br'),
        button(say('cms-show-field'), () => show.go(problem)),
      );
    list.append(item);
  }
  return list;
}

/** Lines of text as a list: the changes a notice reports. */
export function lineList(lines: readonly string[]): HTMLElement {
  const list = element('ul');
  list.append(...lines.map((line) => element('li', line)));
  return list;
}
