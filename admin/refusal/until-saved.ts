import { closeNotice, showNotice } from '../ui/panel.ts';

/** Whether the notice on screen is one that a save makes untrue: a refusal, or words about the draft before it. */
let shown = false;

/** Shows a notice that the next save (or leaving the entry) takes away: it speaks of the draft as it was. */
export function showUntilSaved(...notice: Parameters<typeof showNotice>): HTMLElement {
  const element = showNotice(...notice);
  shown = true;
  return element;
}

/** Marks the notice just shown as one of those (a refusal shown by the session's screens). */
export function untilSaved(): void {
  shown = true;
}

/** Marks the notice just shown as one that stays after a save (what the save did). */
export function afterSave(): void {
  shown = false;
}

/** Takes away such a notice, if it is the one on screen: the draft it spoke of was saved, left, or changed. */
export function closeRefusal(): void {
  if (shown) closeNotice();
  shown = false;
}
