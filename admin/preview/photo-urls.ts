import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { useEffect, useReducer, useRef } from 'react';

type GetAsset = PreviewTemplateComponentProps['getAsset'];

/** A transparent pixel, for the moment a photo has no address yet (an empty `src` would ask for the page again). */
export const nothingYet = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * The address of each content photo the preview draws, through Decap's `getAsset`. For a photo it
 * has not seen, `getAsset` starts loading it by dispatching to Decap's store — during the preview's
 * render, which React reports ("Cannot update a component while rendering a different component"):
 * a photo that comes into the form without being chosen there (another editor's, brought in). A
 * photo is first asked for after the render, and the preview is drawn again; until then it is a
 * transparent pixel, for a moment.
 */
export function usePhotoUrls(getAsset: GetAsset): (src: string) => string {
  const asked = useRef(new Set<string>());
  const wanted = useRef(new Set<string>());
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const fresh = [...wanted.current].filter((src) => !asked.current.has(src));
    wanted.current.clear();
    if (fresh.length === 0) return;
    for (const src of fresh) {
      asked.current.add(src);
      getAsset(src);
    }
    redraw();
  });
  return (src) => {
    if (asked.current.has(src)) return getAsset(src).url;
    wanted.current.add(src);
    return nothingYet;
  };
}
