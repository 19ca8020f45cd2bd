import { useEffect, useRef, useState } from 'react';
import { useSiteData } from '../../site-data';
import { whenNoticeStoreLoads } from './notice';
import type { NoticeList } from './NoticeList';
import styles from './Notices.module.css';

/**
 * The notice region, on every page from the start: F8 moves focus here, and its live list is in
 * place before any notice, so screen readers announce each one. What draws the notices is loaded
 * with the store, the first time a notice is wanted.
 */
export function Notices() {
  const { site } = useSiteData();
  const region = useRef<HTMLElement>(null);
  const [List, setList] = useState<typeof NoticeList>();

  useEffect(() => {
    let mounted = true;
    void whenNoticeStoreLoads().then((store) => mounted && setList(() => store.NoticeList));
    return () => {
      mounted = false;
    };
  }, []);

  useEffect(() => {
    const focusOnF8 = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener('keydown', focusOnF8);
    return () => window.removeEventListener('keydown', focusOnF8);
  }, []);

  return (
    <section ref={region} aria-label={site.notice.regionLabel} tabIndex={-1} className={styles.region}>
      <ol className={styles.list} aria-live="polite">
        {List && <List closeLabel={site.notice.closeLabel} />}
      </ol>
    </section>
  );
}
