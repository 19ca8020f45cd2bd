import { useState, type PointerEvent } from 'react';
import { toast as noticeStore, useToaster, type Toast } from 'react-hot-toast/headless';
import { Icon } from '../../components/Icon/Icon';
import { defaultNoticeDuration, type Notice } from './notice';
import styles from './Notices.module.css';

/** There is one notice slot: showing a notice replaces whatever notice is on screen. */
const noticeId = 'notice';

/** How far right a notice must be dragged to be dismissed (SPEC §9). */
const swipeThreshold = 50;

export function show({ title, description, variant = 'default', duration = defaultNoticeDuration }: Notice): void {
  const body = (
    <>
      {title && <p className={styles.title}>{title}</p>}
      <p className={styles.description}>{description}</p>
    </>
  );
  const add = variant === 'destructive' ? noticeStore.error : noticeStore;
  add(body, { id: noticeId, duration });
}

/** The notices on screen (at most one); react-hot-toast keeps the state and the timers. */
export function NoticeList({ closeLabel }: { closeLabel: string }) {
  const { toasts, handlers } = useToaster({ duration: defaultNoticeDuration });
  return toasts
    .filter((toast) => toast.visible)
    .slice(0, 1)
    .map((toast) => (
      <NoticeCard
        key={toast.id}
        toast={toast}
        closeLabel={closeLabel}
        onPause={handlers.startPause}
        onResume={handlers.endPause}
      />
    ));
}

interface NoticeCardProps {
  toast: Toast;
  closeLabel: string;
  /** While the pointer is on the notice, its time does not run out. */
  onPause: () => void;
  onResume: () => void;
}

function NoticeCard({ toast, closeLabel, onPause, onResume }: NoticeCardProps) {
  const [drag, setDrag] = useState<{ startX: number; offset: number } | undefined>();
  const dismiss = () => {
    onResume();
    noticeStore.dismiss(toast.id);
  };

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ startX: event.clientX, offset: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    // Only a drag to the right moves the notice: the spec dismisses by swiping right, not left.
    if (drag) setDrag({ ...drag, offset: Math.max(0, event.clientX - drag.startX) });
  };
  const onPointerEnd = () => {
    if (drag && drag.offset >= swipeThreshold) dismiss();
    setDrag(undefined);
  };

  return (
    <li
      className={styles.notice}
      data-variant={toast.type === 'error' ? 'destructive' : 'default'}
      data-dragging={drag ? 'true' : undefined}
      style={
        drag ? { transform: `translateX(${drag.offset}px)`, opacity: 1 - Math.min(drag.offset / 200, 0.6) } : undefined
      }
      onMouseEnter={onPause}
      onMouseLeave={onResume}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => setDrag(undefined)}
    >
      {/* The role is on a child: a list item must stay a list item (axe: list, aria-allowed-role). */}
      <div className={styles.content} role={toast.type === 'error' ? 'alert' : 'status'} aria-atomic="true">
        <div className={styles.body}>{typeof toast.message === 'function' ? toast.message(toast) : toast.message}</div>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={dismiss}>
          <Icon name="x" size={18} />
        </button>
      </div>
    </li>
  );
}
