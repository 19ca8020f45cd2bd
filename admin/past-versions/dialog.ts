import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import { button, element } from '../ui/panel.ts';

const styleText = `
.invero-dialog {
  position: fixed; inset: 0; z-index: 99980; display: flex; flex-direction: column; box-sizing: border-box;
  padding: 16px 24px; overflow: auto; background: #f8fafc; color: #1f2937; font: 15px/1.5 system-ui, sans-serif;
}
.invero-dialog-head { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: flex-start; justify-content: space-between; }
.invero-dialog h2 { flex: 1 1 14rem; margin: 0 0 2px; font-size: 20px; font-weight: 700; }
.invero-dialog h3 { margin: 0 0 4px; font-size: 16px; font-weight: 700; }
.invero-dialog p { margin: 0 0 8px; }
.invero-dialog .invero-dialog-hint { color: #4b5563; }
.invero-dialog button {
  font: inherit; font-size: 14px; min-height: 36px; padding: 0 12px; margin: 4px 8px 0 0; border-radius: 6px;
  border: 1px solid #1d4ed8; background: #fff; color: #1d4ed8; cursor: pointer;
}
.invero-dialog button.invero-primary { background: #1d4ed8; color: #fff; }
.invero-dialog button:disabled { opacity: 0.6; cursor: default; }
.invero-dialog button:focus-visible { outline: 3px solid #1e3a8a; outline-offset: 2px; }
.invero-dialog .invero-dialog-close { margin: 0; }
.invero-dialog ol { list-style: none; margin: 12px 0; padding: 0; max-width: 60rem; }
.invero-dialog ol > li { padding: 12px 16px; margin-bottom: 8px; border: 1px solid #e5e7eb; border-radius: 8px; background: #fff; }
.invero-dialog ol > li ul { margin: 4px 0; padding-left: 20px; }
.invero-dialog .invero-restore { display: inline; }
.invero-dialog .invero-restore p { margin: 8px 0 0; }
.invero-dialog ol > li > img { display: block; max-width: min(100%, 16rem); max-height: 10rem; margin: 4px 0 8px; border-radius: 6px; background: #e5e7eb; }
.invero-dialog .invero-back { margin: 4px 0 0; font-weight: 600; color: #166534; }
.invero-dialog .invero-tag { display: inline-block; margin-left: 8px; padding: 0 8px; border-radius: 10px; background: #dcfce7; color: #166534; font-size: 13px; }
.invero-dialog .invero-drawings { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; flex: 1 0 auto; min-height: 70vh; }
.invero-dialog .invero-drawing { display: flex; flex-direction: column; min-width: 0; }
.invero-dialog .invero-drawing iframe { flex: 1; width: 100%; min-height: 60vh; border: 1px solid #cbd5e1; border-radius: 8px; background: #fff; }
@media (max-width: 799px) {
  .invero-dialog { padding: 12px; }
  .invero-dialog h2 { font-size: 18px; }
  .invero-dialog .invero-drawings { grid-template-columns: 1fr; }
}
`;

let styled = false;

/** The dialog on screen, and what had the focus before it. */
let open: { dialog: HTMLElement; before: Element | null } | undefined;

export function closeDialog(): void {
  if (!open) return;
  const { dialog, before } = open;
  open = undefined;
  dialog.remove();
  if (before instanceof HTMLElement) before.focus();
}

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && open) closeDialog();
});

/**
 * A screen of the CMS's own over Decap's (an entry's history, the pages or photos deleted): a title, its line,
 * a close button; `body` is where it draws. Below the session's notices, which a restore refused
 * shows there. One at a time; Esc closes it, and the focus goes back where it was.
 */
export function showDialog(title: Words, close: Words, testId: string): HTMLElement {
  if (!styled) {
    document.head.append(element('style', styleText));
    styled = true;
  }
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
