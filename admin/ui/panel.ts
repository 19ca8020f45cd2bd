import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import type { FormProblem } from '../session/words/form-words.ts';

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

const styleText = `
.invero-notices {
  position: fixed; right: 16px; bottom: 16px; z-index: 100000;
  display: flex; flex-direction: column; gap: 8px;
  width: min(36rem, calc(100vw - 32px)); max-height: 70vh; overflow: auto;
}
/* On a phone: above the switch to the preview (admin/phone/phone.css, 48 px from 12 px), below the
   toolbar's two rows (112 px), so Publicar and the switch to the preview stay in reach while a notice shows. */
@media (max-width: 799px) {
  .invero-notices { right: 8px; bottom: 72px; width: calc(100vw - 16px); max-height: calc(100vh - 72px - 124px); }
}
.invero-notice {
  position: relative; box-sizing: border-box;
  padding: 16px 20px; border-radius: 8px; box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
  font: 15px/1.5 system-ui, sans-serif; color: #1f2937; background: #fff; border: 2px solid #1d4ed8;
}
.invero-notice[data-tone='refusal'] { color: #7f1d1d; background: #fef2f2; border-color: #b91c1c; }
/* Room for the close button ("Fechar", about 70 px) beside the heading. */
.invero-notice h2 { margin: 0 5rem 4px 0; font-size: 16px; }
.invero-notice p { margin: 0 0 8px; }
.invero-notice ul { margin: 8px 0 0; padding-left: 20px; }
.invero-notice li { margin-bottom: 8px; }
.invero-notice .invero-place { display: block; font-weight: 600; }
.invero-notice button {
  font: inherit; font-size: 14px; padding: 4px 12px; margin: 4px 8px 0 0; border-radius: 6px;
  border: 1px solid currentColor; background: #fff; color: inherit; cursor: pointer;
}
.invero-notice button.invero-close { position: absolute; top: 12px; right: 12px; margin: 0; }
.invero-notice.invero-question { position: fixed; z-index: 100000; width: min(36rem, calc(100vw - 32px)); top: 64px; bottom: auto; left: 50%; right: auto; transform: translateX(-50%); }
.invero-notice.invero-question h2 { margin-right: 0; }
`;

type Slot = 'aside' | 'notice' | 'question';
const shown: Partial<Record<Slot, HTMLElement>> = {};
/** The bottom slots, in the order they stand on screen. */
const bottom: readonly Slot[] = ['aside', 'notice'];
const testIds: Record<Slot, string> = { aside: 'cms-aside', notice: 'cms-notice', question: 'cms-question' };

function ensureStyle(): void {
  if (document.getElementById('invero-notice-style')) return;
  const style = document.createElement('style');
  style.id = 'invero-notice-style';
  style.textContent = styleText;
  document.head.append(style);
}

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
  ensureStyle();
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
