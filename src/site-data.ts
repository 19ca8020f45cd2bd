import { useRouteLoaderData } from 'react-router';
import type { loader } from './root';

export type SiteData = Awaited<ReturnType<typeof loader>>;

/** The site-wide copy and the companies, loaded once by the root route for every page. */
export function useSiteData(): SiteData {
  const data = useRouteLoaderData<typeof loader>('root');
  // The root loader runs at build time for every prerendered page, so its data is always there.
  if (!data) throw new Error('root loader data is missing');
  return data;
}
