import { useState, type PointerEvent } from 'react';
import type { Toast } from 'react-hot-toast/headless';
import { Icon } from '../../components/Icon/Icon.tsx';
import styles from './Notices.module.css';
import { usePauseWhile } from './usePauseWhile.ts';

/** How far right a notice must be dragged to be dismissed (docs/produto.md §10). */
const swipeThreshold = 50;

interface NoticeCardProps {
  toast: Toast;
  closeLabel: string;
  /** Focus is in the notice region (on it after F8, or on the close button). */
  focusInRegion: boolean;
  /** react-hot-toast's clock: stopped while the notice is held, so its time does not run out. */
  onPause: () => void;
  onResume: () => void;
  /** The close button, or a swipe to the right. */
  onClose: () => void;
}

/** One notice: its text, a close button, and a swipe to the right that dismisses it. */
export function NoticeCard({ toast, closeLabel, focusInRegion, onPause, onResume, onClose }: NoticeCardProps) {
  const [pointerOn, setPointerOn] = useState(false);
  const [drag, setDrag] = useState<{ startX: number; offset: number } | undefined>();
  // Whoever is reading the notice or reaching for its button, with the mouse or the keyboard, keeps
  // it up (WCAG 2.2.1); with both, it waits for both to leave. So it cannot time out under the
  // focus either: focus only ever leaves a notice that is closing by the way of `onClose`.
  usePauseWhile(pointerOn || focusInRegion, onPause, onResume);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ startX: event.clientX, offset: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    // Only a drag to the right moves the notice: a swipe right dismisses it, not left (docs/produto.md §6).
    if (drag) setDrag({ ...drag, offset: Math.max(0, event.clientX - drag.startX) });
  };
  const onPointerEnd = () => {
    if (drag && drag.offset >= swipeThreshold) onClose();
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
      onMouseEnter={() => setPointerOn(true)}
      onMouseLeave={() => setPointerOn(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => setDrag(undefined)}
    >
      {/* The role is on a child: a list item must stay a list item (axe: list, aria-allowed-role). */}
      <div className={styles.content} role={toast.type === 'error' ? 'alert' : 'status'} aria-atomic="true">
        <div className={styles.body}>{typeof toast.message === 'function' ? toast.message(toast) : toast.message}</div>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <Icon name="x" size={18} />
        </button>
      </div>
    </li>
  );
}
