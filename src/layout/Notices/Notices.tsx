import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { toast as noticeStore, useToaster, type Toast } from 'react-hot-toast/headless';
import { Icon } from '../../components/Icon/Icon';
import { useSiteData } from '../../site-data';
import { defaultNoticeDuration } from './notice';
import styles from './Notices.module.css';

/** How far right a notice must be dragged to be dismissed (SPEC §9). */
const swipeThreshold = 50;

/**
 * The notice region: react-hot-toast keeps the state and timers; this draws it. F8 moves focus
 * here, so keyboard and screen-reader users can reach a notice wherever they are on the page.
 */
export function Notices() {
  const { site } = useSiteData();
  const { toasts, handlers } = useToaster({ duration: defaultNoticeDuration });
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const focusOnF8 = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener('keydown', focusOnF8);
    return () => window.removeEventListener('keydown', focusOnF8);
  }, []);

  const shown = toasts.filter((toast) => toast.visible).slice(0, 1);
  return (
    <section
      ref={region}
      aria-label={site.notice.regionLabel}
      tabIndex={-1}
      className={styles.region}
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      <ol className={styles.list} aria-live="polite">
        {shown.map((toast) => (
          <NoticeCard key={toast.id} toast={toast} closeLabel={site.notice.closeLabel} onDismiss={handlers.endPause} />
        ))}
      </ol>
    </section>
  );
}

interface NoticeCardProps {
  toast: Toast;
  closeLabel: string;
  onDismiss: () => void;
}

function NoticeCard({ toast, closeLabel, onDismiss }: NoticeCardProps) {
  const [drag, setDrag] = useState<{ startX: number; offset: number } | undefined>();
  const dismiss = () => {
    onDismiss();
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
      role={toast.type === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      style={
        drag ? { transform: `translateX(${drag.offset}px)`, opacity: 1 - Math.min(drag.offset / 200, 0.6) } : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => setDrag(undefined)}
    >
      <div className={styles.body}>{typeof toast.message === 'function' ? toast.message(toast) : toast.message}</div>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={dismiss}>
        <Icon name="x" size={18} />
      </button>
    </li>
  );
}
