import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import type { SiteData } from '../../site-data.ts';
import styles from './ErrorScreen.module.css';

/**
 * The routing-error screen (docs/produto.md §7): its heading, the error's status and its message.
 * The root route's error boundary (src/root.tsx): a page whose loader or render fails, in `npm run
 * dev`, or in the prerender, which then stops the build. A published page is static HTML and has no
 * router left to fail; a page the browser cannot fetch gets the browser's own screen, as on any site.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const title = useRouteLoaderData<SiteData>('root')?.site.errorScreen.title;
  const status = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : undefined;
  const message = isRouteErrorResponse(error)
    ? typeof error.data === 'string'
      ? error.data
      : undefined
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className={styles.screen}>
      {/* Absent only if the content itself could not be loaded. */}
      {title && <h1 className={styles.title}>{title}</h1>}
      {status && <h2 className={styles.status}>{status}</h2>}
      {message && <pre className={styles.message}>{message}</pre>}
    </main>
  );
}
