import { toast } from 'react-hot-toast/headless';
import styles from './Notices.module.css';

/** There is one notice slot: showing a notice replaces whatever notice is on screen. */
const noticeId = 'notice';

export const defaultNoticeDuration = 5000;

export interface Notice {
  title?: string;
  description: string;
  /** `destructive` is for errors; it is announced at once instead of politely. */
  variant?: 'default' | 'destructive';
  /** In milliseconds; `Infinity` keeps the notice until it is dismissed. */
  duration?: number;
}

export function showNotice({
  title,
  description,
  variant = 'default',
  duration = defaultNoticeDuration,
}: Notice): void {
  const body = (
    <>
      {title && <p className={styles.title}>{title}</p>}
      <p className={styles.description}>{description}</p>
    </>
  );
  const show = variant === 'destructive' ? toast.error : toast;
  show(body, { id: noticeId, duration });
}
