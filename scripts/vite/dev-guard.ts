import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import { frameAncestors } from '../build/security-policy.ts';

/**
 * What a document that is not a page may do when opened by itself (an SVG, an XML file): show, never
 * run. A script in it would run at the dev server's origin, the one the CMS's page has.
 */
export const inertDocumentPolicy = `sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; ${frameAncestors}`;

/** Types a browser opens as a document that can carry script, besides the HTML of the pages. */
const scriptableDocument = /^(image\/svg\+xml|application\/xml|text\/xml|application\/xhtml\+xml)\b/i;

/** The path a request names, decoded until it stops changing (so `%252e` is judged as `.`). */
function decodedPath(url: string): string {
  let current = url.split(/[?#]/, 1)[0]!;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * Whether a request's path reaches inside the content folder, by the project's root (`/content/…`)
 * or by Vite's file-system prefix (`/@fs/…/content/…`), however it is spelled.
 */
export function reachesContent(url: string, root: string, contentDir: string): boolean {
  const asked = decodedPath(url).replaceAll('\\', '/');
  const candidates = [path.join(root, asked)];
  if (asked.startsWith('/@fs/')) candidates.push(path.resolve(asked.slice('/@fs'.length)));
  const inside = (candidate: string) =>
    candidate === contentDir || candidate.toLowerCase().startsWith((contentDir + path.sep).toLowerCase());
  return candidates.some(inside);
}

/**
 * The dev servers' own endpoints (Vite's `/__open-in-editor`, which opens any file in the terminal's
 * editor; React Router's `/__manifest`) answer a page of this dev server only: the browser says
 * where a request comes from in Sec-Fetch-Site.
 */
const isDevEndpoint = (url: string) => decodedPath(url).startsWith('/__');
const opensEditor = (url: string) => decodedPath(url).startsWith('/__open-in-editor');
const fromThisOrigin = (request: IncomingMessage) => request.headers['sec-fetch-site'] === 'same-origin';

/** Every answer: never inside another site's frame; a non-page document, never with script. */
function guardHeaders(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response);
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const given = args.find((arg): arg is Record<string, string> => typeof arg === 'object' && !Array.isArray(arg));
    const type = String(given?.['content-type'] ?? given?.['Content-Type'] ?? this.getHeader('content-type') ?? '');
    this.setHeader('X-Frame-Options', 'DENY');
    if (scriptableDocument.test(type)) this.setHeader('Content-Security-Policy', inertDocumentPolicy);
    else if (!this.hasHeader('Content-Security-Policy')) this.setHeader('Content-Security-Policy', frameAncestors);
    return writeHead(...(args as [number]));
  } as ServerResponse['writeHead'];
}

/**
 * What the dev server answers before anything else: nothing inside the content folders (the project's
 * `content/`, and the one the server reads when it is another), a dev endpoint only to its own pages,
 * `/__open-in-editor` not at all when `editorsOnly`; and every answer with the guard's headers.
 */
export function guardRequests(
  root: string,
  contentFolders: readonly string[],
  editorsOnly: boolean,
): Connect.NextHandleFunction {
  const folders = contentFolders.map((folder) => path.resolve(folder));
  return (request, response, next) => {
    guardHeaders(response);
    const url = request.url ?? '/';
    const refused =
      folders.some((folder) => reachesContent(url, root, folder)) ||
      (isDevEndpoint(url) && !fromThisOrigin(request)) ||
      (editorsOnly && opensEditor(url));
    if (!refused) return next();
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Não encontrado.');
  };
}

/**
 * The dev server (`npm run dev`, and the one `npm run cms` starts beside the editor's backend) is
 * reachable from any page the editor opens: it serves nothing of content/ (the site reads it on the
 * server, the photos go through the image pipeline at their published addresses), no document of
 * it runs script unless it is a page, none can be framed by another site, and its own endpoints
 * answer its pages only. `editorsOnly` (`npm run cms`, whose editors have no terminal's editor to open):
 * `/__open-in-editor` is off.
 */
export function devGuard(contentDir: string, editorsOnly: boolean): Plugin {
  return {
    name: 'invero-dev-guard',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root;
      server.middlewares.use(guardRequests(root, [path.join(root, 'content'), contentDir], editorsOnly));
    },
  };
}
