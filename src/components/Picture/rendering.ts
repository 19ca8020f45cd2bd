import { createContext } from 'react';

/** What a page needs to draw one photo: the files to choose from and the box it fills. */
export type ImageRendering = {
  /** The file every browser can show: the JPEG, another site's address, or the CMS's copy of an upload. */
  src: string;
  /** Unknown only in the CMS preview of a just-uploaded photo, which has not been measured. */
  width: number | undefined;
  height: number | undefined;
  /** Modern formats, best first: the browser takes the first type it can show, at the width it needs. */
  sources: { type: string; srcSet: string }[];
};

/** A page's photos by the address the content names them with, as its loader gives them. */
export type ImageRenderings = Record<string, ImageRendering>;

/**
 * How a photo of the content folder (`images/…`) is drawn where it is shown: from the page's loader
 * data on the site, from the CMS's media store in its preview. Another site's photo needs no lookup.
 */
export const ImageRenderingContext = createContext<(src: string) => ImageRendering | undefined>(() => undefined);

/** Whether the section being drawn is the first of its page, whose photo is likely the largest thing in view. */
export const AboveTheFoldContext = createContext(false);
