import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { contentPagePaths } from './content.server';

// One route per page file, all rendered by the same module; anything else is the 404 page.
export default [
  ...contentPagePaths().map((pagePath) =>
    pagePath === '/'
      ? index('routes/page.tsx', { id: 'page:/' })
      : route(pagePath.slice(1), 'routes/page.tsx', { id: `page:${pagePath}` }),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
