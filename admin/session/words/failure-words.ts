import { say, type Words } from '../../../schema/messages/catalogue/index.ts';
import { siteFunctionApi } from '../../sign-in/who.ts';
import { blockedRequest } from '../blocked-requests.ts';
import { Unreachable } from '../../repository/repository.ts';

/** What a failed request carries: Decap's APIError has the HTTP status and which API answered. */
interface Failure {
  status?: unknown;
  api?: unknown;
  message?: unknown;
}

/** What the browser knows when a request got no answer: whether it is online, and what its policy blocked. */
export interface BrowserState {
  online: boolean;
  /** The address of a request the admin's own policy blocked since the last failure told. */
  blocked?: string;
}

const browserNow = (): BrowserState => ({ online: navigator.onLine, blocked: blockedRequest() });

/** The words of a request that got no answer, which a violation of the admin's own policy may explain after the fact. */
export const unansweredIds: ReadonlySet<string> = new Set([
  'cms-save-offline',
  'cms-save-unanswered',
  'cms-save-local-down',
]);

/**
 * Why a write failed, in the editor's words, with what to do: a request the admin's own policy
 * blocked (the site's fault), no connection (the browser says it is offline), a request that got no
 * answer while online (GitHub out of reach: never "sem conexão" when the network is fine), a
 * sign-in that no longer holds, no permission, the repository gone, the host down — or the
 * failure's own words when nothing else fits (the local backend's refusals are already in
 * Portuguese). `local` tells the local editor of `npm run cms` from the online one, whose requests
 * go to GitHub.
 */
const failureOf = (error: unknown) => (typeof error === 'object' && error !== null ? error : {}) as Failure;
const detailOf = (error: unknown) => {
  const { message } = failureOf(error);
  return typeof message === 'string' && message !== '' ? message : String(error);
};

/**
 * Whether a request failed without an answer (no connection, the server gone, or refused by the
 * admin's own policy): fetch rejects with a TypeError, which Decap's GitHub API passes on as an
 * APIError of status 500 with the TypeError's words (Chromium's, Firefox's, Safari's).
 */
export const unanswered = (error: unknown) =>
  error instanceof Unreachable ||
  error instanceof TypeError ||
  /^(Failed to fetch|NetworkError|Load failed)/.test(detailOf(error));

export function failureWords(error: unknown, local: boolean, browser: BrowserState = browserNow()): Words {
  const failure = failureOf(error);
  const detail = detailOf(error);
  if (unanswered(error)) {
    if (browser.blocked !== undefined) return say('cms-save-blocked', { address: browser.blocked });
    if (local) return say('cms-save-local-down');
    return say(error instanceof Unreachable || !browser.online ? 'cms-save-offline' : 'cms-save-unanswered');
  }
  if (local || typeof failure.status !== 'number') return say('cms-save-failed', { detail });
  // Signed in by e-mail: the site's function answered, for Cloudflare Access and the list of who edits.
  if (failure.api === siteFunctionApi && failure.status === 401) return say('cms-save-signed-out-email');
  if (failure.api === siteFunctionApi && failure.status === 403) return say('cms-save-not-allowed');
  if (failure.status === 401) return say('cms-save-signed-out');
  if (failure.status === 403 || failure.status === 429) return say('cms-save-forbidden');
  if (failure.status === 404) return say('cms-save-not-found');
  if (failure.status >= 500) return say('cms-save-host-down');
  return say('cms-save-failed', { detail });
}
