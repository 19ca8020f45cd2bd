import { createContext, use } from 'react';
import { toast as toastStore, useToaster } from 'react-hot-toast/headless';
import { defaultNoticeDuration, type Notice } from './notice.ts';
import { NoticeCard } from './NoticeCard.tsx';
import styles from './Notices.module.css';

/** There is one notice slot: showing a notice replaces whatever notice is on screen. */
const noticeId = 'notice';

/** The site's notice, given by the notice region that draws it. */
const SiteNotice = createContext<Notice>({ description: '' });

/** A notice's words: its own, or the site's notice when it has none. */
function NoticeBody({ notice }: { notice: Notice | undefined }) {
  const { title, description } = notice ?? use(SiteNotice);
  return (
    <>
      {title && <p className={styles.title}>{title}</p>}
      <p className={styles.description}>{description}</p>
    </>
  );
}

/**
 * Puts a notice in the slot of react-hot-toast's store, in place of any notice there: the given one,
 * or the site's (the notice buttons'), drawn with the words of the region that shows it.
 */
export function putNotice(notice?: Notice): void {
  const { variant = 'default', duration = defaultNoticeDuration } = notice ?? {};
  const add = variant === 'destructive' ? toastStore.error : toastStore;
  add(<NoticeBody notice={notice} />, { id: noticeId, duration });
}

/** Takes the notice away, if one is up (Escape in the notice region). */
export function dismissNotice(): void {
  toastStore.dismiss(noticeId);
}

interface NoticeListProps {
  /** What a notice without words of its own says (site.yaml's `notice`). */
  siteNotice: Notice;
  closeLabel: string;
  /** Focus is in the notice region: the notice's time stands still, as under the mouse. */
  focusInRegion: boolean;
  /** Sends focus out of the region if it is there; called before the notice is closed, so that focus is not lost with it. */
  releaseFocus: () => void;
}

/** The notices on screen (at most one); react-hot-toast's store keeps the state and the timers. */
export function NoticeList({ siteNotice, closeLabel, focusInRegion, releaseFocus }: NoticeListProps) {
  const { toasts, handlers } = useToaster({ duration: defaultNoticeDuration });
  return (
    <SiteNotice value={siteNotice}>
      {toasts
        .filter((toast) => toast.visible)
        .slice(0, 1)
        .map((toast) => (
          <NoticeCard
            key={toast.id}
            toast={toast}
            closeLabel={closeLabel}
            focusInRegion={focusInRegion}
            onPause={handlers.startPause}
            onResume={handlers.endPause}
            onClose={() => {
              releaseFocus();
              toastStore.dismiss(toast.id);
            }}
          />
        ))}
    </SiteNotice>
  );
}
