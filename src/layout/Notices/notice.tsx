import { rememberOpener } from './focusReturn';

/**
 * Showing a notice, from anywhere. The notice store (react-hot-toast) and its drawing are loaded the
 * first time a notice is wanted, not with the page: most visits never show one.
 */
export const defaultNoticeDuration = 5000;

export interface Notice {
  title?: string;
  description: string;
  /** `destructive` is for errors; it is announced at once instead of politely. */
  variant?: 'default' | 'destructive';
  /** In milliseconds; `Infinity` keeps the notice until it is dismissed. */
  duration?: number;
}

type NoticeStore = typeof import('./NoticeList');

let store: Promise<NoticeStore> | undefined;
let markRequested: () => void = () => {};
const requested = new Promise<void>((resolve) => {
  markRequested = resolve;
});

/** Starts loading the store (safe to call often: a button calls it when it is pointed at or focused). */
export function loadNoticeStore(): Promise<NoticeStore> {
  store ??= import('./NoticeList');
  markRequested();
  return store;
}

/** Resolves with the store once something has asked for it; the notice region waits on this. */
export async function whenNoticeStoreLoads(): Promise<NoticeStore> {
  await requested;
  return loadNoticeStore();
}

export function showNotice(notice: Notice): void {
  // Now, while the button that asked still has focus: focus goes back to it when the notice closes.
  rememberOpener();
  void loadNoticeStore().then(({ show }) => show(notice));
}
