import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { Site } from '../../../schema/site.ts';
import { focusEntered, focusRegion, returnFocus } from './focusReturn.ts';
import styles from './Notices.module.css';
import { whenNoticeCodeLoads, type NoticeCode } from './showNotice.ts';

/** The notice's words (site.yaml's `notice`): the region's and close button's names, and the site's notice. */
export type NoticesProps = Site['notice'];

/**
 * The notice region, on every page from the start: F8 moves focus here, and its live list is in
 * place before any notice, so screen readers announce each one. The code that draws the notices is
 * loaded the first time a notice is wanted (showNotice.ts). The site's notice, which every notice
 * button shows, is written here once: the buttons carry only their labels.
 */
export function Notices({ title, text, regionLabel, closeLabel }: NoticesProps) {
  const region = useRef<HTMLElement>(null);
  const [noticeCode, setNoticeCode] = useState<NoticeCode>();
  const [focusInRegion, setFocusInRegion] = useState(false);

  useEffect(() => {
    let mounted = true;
    void whenNoticeCodeLoads().then((loaded) => mounted && setNoticeCode(loaded));
    return () => {
      mounted = false;
    };
  }, []);

  useEffect(() => {
    const focusOnF8 = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'F8' || !region.current) return;
      event.preventDefault();
      focusRegion(region.current);
    };
    window.addEventListener('keydown', focusOnF8);
    return () => window.removeEventListener('keydown', focusOnF8);
  }, []);

  const releaseFocus = () => {
    if (region.current) returnFocus(region.current);
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    focusEntered(event.currentTarget, event.relatedTarget);
    setFocusInRegion(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Still in the region if focus moves within it, or if the window lost focus (no relatedTarget,
    // and the active element stays where it was): the notice must not run out while away.
    setFocusInRegion(event.currentTarget.contains(event.relatedTarget ?? document.activeElement));
  };
  // Escape only while focus is in the region, as in common toast practice (Radix Toast, Sonner):
  // the notice is a non-modal status message, and a page-wide Escape would take the key from
  // whatever the visitor is doing (the phone menu closes on Escape) to close a message they may not
  // even be reading. In the region, Escape closes the notice and takes focus back where it came from.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    releaseFocus();
    noticeCode?.dismissNotice();
  };

  return (
    <section
      ref={region}
      aria-label={regionLabel}
      data-testid="notices"
      tabIndex={-1}
      className={styles.region}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <ol className={styles.list} aria-live="polite">
        {noticeCode && (
          <noticeCode.NoticeList
            siteNotice={{ title, description: text }}
            closeLabel={closeLabel}
            focusInRegion={focusInRegion}
            releaseFocus={releaseFocus}
          />
        )}
      </ol>
    </section>
  );
}
