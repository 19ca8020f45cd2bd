import { rememberOpener } from './focusReturn.ts';
import type { Notice } from './notice.ts';

/**
 * Showing a notice, from anywhere. The code that keeps and draws notices (react-hot-toast's store and
 * our list, in NoticeList.tsx) is loaded the first time a notice is wanted, not with the page: most
 * visits never show one.
 */
export type NoticeCode = typeof import('./NoticeList.tsx');

let noticeCode: Promise<NoticeCode> | undefined;
let markRequested: () => void = () => {};
const requested = new Promise<void>((resolve) => {
  markRequested = resolve;
});

/** Starts loading the notice code (safe to call often: a button calls it when it is pointed at or focused). */
export function loadNoticeCode(): Promise<NoticeCode> {
  noticeCode ??= import('./NoticeList.tsx');
  markRequested();
  return noticeCode;
}

/** Resolves with the notice code once something has asked for it; the notice region waits on this. */
export async function whenNoticeCodeLoads(): Promise<NoticeCode> {
  await requested;
  return loadNoticeCode();
}

/** Shows `notice`, or, without one, the site's notice (what every notice button shows). */
export function showNotice(notice?: Notice): void {
  // Now, while the button that asked still has focus: focus goes back to it when the notice closes.
  rememberOpener();
  void loadNoticeCode().then(({ putNotice }) => putNotice(notice));
}
