import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, focus moves to the new page's heading, as a full page load would
 * reset it: keyboard and screen-reader users then start reading the new page, not the old link.
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [pathname]);
}
