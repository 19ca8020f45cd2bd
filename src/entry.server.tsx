import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

/** How long React Router waits for a loader's data before giving up on it (its default). */
export const streamTimeout = 5_000;

/**
 * Renders a page for the prerender (and `npm run dev`). React Router's own entry streams from the
 * moment the shell is ready, so React writes whatever is still pending after the page as a Suspense
 * boundary, moved into place by scripts of its own. Every page here is rendered at build time, when
 * nothing is waiting to read it, so the render waits for everything: all of it is written in place,
 * and neither React's scripts nor their hashes in the policy are needed (the page must fit in the
 * first round trip — scripts/audit/page-weight.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    // A second after React Router's own limit, so that a rejected loader still reaches its error boundary.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        clearTimeout(timeout);
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html');
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError(error) {
        clearTimeout(timeout);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
  });
}
