import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import { button, element } from './panel.ts';
import './dialog.css';

/** The dialog on screen, and what had the focus before it. */
let open: { dialog: HTMLElement; before: Element | null } | undefined;

function closeOnEscape(event: KeyboardEvent): void {
  if (event.key === 'Escape') closeDialog();
}

export function closeDialog(): void {
  if (!open) return;
  const { dialog, before } = open;
  open = undefined;
  document.removeEventListener('keydown', closeOnEscape);
  dialog.remove();
  if (before instanceof HTMLElement) before.focus();
}

/**
 * A screen of the CMS's own over Decap's (an entry's history, the pages or photos deleted): a title, its line,
 * a close button; `body` is where it draws. Below the session's notices, which a restore refused
 * shows there. One at a time; Esc closes it, and the focus goes back where it was.
 */
export function showDialog(title: Words, close: Words, testId: string): HTMLElement {
  const before = document.activeElement;
  closeDialog();
  const dialog = element('section', '', 'invero-dialog');
  dialog.dataset.testid = testId;
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  const heading = element('h2', title.message);
  heading.id = `${testId}-title`;
  heading.tabIndex = -1;
  dialog.setAttribute('aria-labelledby', heading.id);
  const body = element('div');
  const head = element('div', '', 'invero-dialog-head');
  head.append(heading, button(close, closeDialog, 'invero-dialog-close'));
  dialog.append(head, ...(title.hint ? [element('p', title.hint, 'invero-dialog-hint')] : []), body);
  document.body.append(dialog);
  open = { dialog, before };
  document.addEventListener('keydown', closeOnEscape);
  heading.focus();
  return body;
}

/** A line of words (the empty list, loading, a failure) in place of what a dialog shows. */
export const dialogLine = (
  id:
    | 'cms-history-loading'
    | 'cms-history-failed'
    | 'cms-history-none'
    | 'cms-deleted-pages-none'
    | 'cms-deleted-photos-none',
) => {
  const { message, hint } = say(id);
  return element('p', hint ? `${message} ${hint}` : message);
};
