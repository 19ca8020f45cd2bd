import { createContext, useContext } from 'react';
import type { Content } from '../schema/load/index.ts';

/**
 * What the pages draw of the site-wide settings: not the gallery's copy (its own route's) nor where
 * the editor saves (the build's), which no page, and so no island's props, may carry.
 */
export type BrowserSiteSettings = Omit<Content['site'], 'gallery' | 'cms'>;

/** The site-wide copy and the companies: what every page needs besides its own sections. */
export type SiteData = Pick<Content, 'companies'> & {
  site: BrowserSiteSettings;
  /** The year the pages were prerendered: what the copyright shows until the browser knows better. */
  builtYear: number;
};

/** Provided by the root route from its loader's data (and by tests around a single section). */
export const SiteDataContext = createContext<SiteData | undefined>(undefined);

export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('useSiteData needs a SiteDataContext provider (the root route gives one)');
  return data;
}
