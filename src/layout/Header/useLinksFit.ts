import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref for the header's bar, which it marks `data-links-fit="false"` while the bar cannot hold the
 * logo, every menu link and Contato in one row, so that its CSS shows the menu toggle instead, as on
 * a phone. How many links there are and how long is the editors' choice, and how wide they are drawn
 * the visitor's fonts', so the bar is measured rather than given a fixed breakpoint: laid out with
 * everything in it, it fits when nothing reaches past its edge. Measured again when the bar changes
 * width or the links change.
 */
export function useLinksFit<Bar extends HTMLElement>(links: unknown): RefObject<Bar | null> {
  const bar = useRef<Bar>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const measure = () => {
      // The trial layout is read at once, before the browser paints: no visitor sees it.
      element.dataset.linksFit = 'true';
      element.dataset.linksFit = String(element.scrollWidth <= element.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [links]);
  return bar;
}
