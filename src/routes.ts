import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { contentPagePaths, galleryPath, isPublishing } from './content.server.ts';

// One route per page file, all rendered by the same module; anything else is the 404 page.
export default [
  ...contentPagePaths().map((pagePath) =>
    pagePath === '/'
      ? index('routes/page.tsx', { id: 'page:/' })
      : route(pagePath.slice(1), 'routes/page.tsx', { id: `page:${pagePath}` }),
  ),
  // The section gallery helps editors while previewing; the published site does not have it.
  ...(isPublishing ? [] : [route(galleryPath.slice(1), 'routes/gallery.tsx')]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
