/**
 * Points a browser context's GitHub at the stand-in: the API (https://api.github.com) and the login
 * service's popup (Netlify's, or the site's own authUrl) are fetched from the stand-in's loopback
 * server and fulfilled with its answers, so the page believes it talks to GitHub and nothing leaves
 * the machine. Register it after `keepOnLoopback` (scripts/audit/loopback-only.ts), which aborts
 * every other host: Playwright tries the most recently registered matching route first.
 */
import type { BrowserContext, Route } from 'playwright-core';
import { apiRoot } from './objects.ts';
import { loginHeader } from './login-page.ts';
import type { GitHubStandIn } from './stand-in.ts';

/** Decap's login service when the configuration names none (decap-cms-lib-auth). */
const netlifyLoginService = 'https://api.netlify.com';

export interface GitHubRouting {
  /** The user who signs in through the popup in this context. */
  login: string;
  /** The site's own login service (`cms.authUrl`), besides Netlify's. */
  authUrl?: string;
}

/** Whether the request's tab is closed (a request of no tab, a worker's, counts as closed). */
function pageClosed(route: Route): boolean {
  try {
    return route.request().frame().page().isClosed();
  } catch {
    return true;
  }
}

/**
 * Sends the request to `target` on a loopback server (the stand-in, or the site a public address
 * stands for), as it was (method, headers, body), and answers the page with what came back.
 */
export async function forward(route: Route, target: string, extraHeaders: Record<string, string> = {}): Promise<void> {
  const request = route.request();
  try {
    const response = await route.fetch({
      url: target,
      // A connection per request: Playwright's fetch keeps connections alive, and one the stand-in's
      // server closes just as a request goes out on it answers a reset, which the page would see as
      // GitHub unreachable. A browser sends such a request again; Playwright's fetch does not.
      headers: { ...request.headers(), ...extraHeaders, connection: 'close' },
      maxRedirects: 0,
      // Playwright gives up on a fetch after 30 s and the page then sees a connection refused: on a
      // busy 2-core machine the stand-in's git can take that long. The test's own timeout still bounds it.
      timeout: 0,
    });
    await route.fulfill({ response });
  } catch (error) {
    // The tab closed while its request was on its way: nothing is left to answer.
    if (pageClosed(route)) return;
    // The server stopped (the test ended while the page still asked, every half minute): the page
    // sees a connection refused, as from a server that is gone. Any other failure is said here, for
    // the test it fails: the page's console only says the connection was refused, not why.
    const serverGone = String(error).includes('ECONNREFUSED');
    await route.abort('connectionrefused').then(
      () => {
        if (!serverGone) console.warn(`${new URL(target).host} did not answer ${request.url()}: ${String(error)}`);
      },
      () => undefined, // the context closed meanwhile
    );
  }
}

export async function routeGitHub(
  context: BrowserContext,
  standIn: GitHubStandIn,
  { login, authUrl }: GitHubRouting,
): Promise<void> {
  standIn.accounts.user(login); // an unknown login fails here, not in a popup nobody sees
  const loginServices = new Set([netlifyLoginService, ...(authUrl ? [new URL(authUrl).origin] : [])]);
  await context.route(
    (url) => url.origin === apiRoot,
    (route) => {
      const url = new URL(route.request().url());
      return forward(route, `${standIn.url}${url.pathname}${url.search}`);
    },
  );
  await context.route(
    (url) => loginServices.has(url.origin),
    (route) => {
      const url = new URL(route.request().url());
      // The path after the service's own (`/auth`), under the stand-in's login service.
      const base = authUrl && url.href.startsWith(authUrl) ? new URL(authUrl).pathname.replace(/\/$/, '') : '';
      return forward(route, `${standIn.loginServiceUrl}${url.pathname.slice(base.length)}${url.search}`, {
        [loginHeader]: login,
      });
    },
  );
}
