/**
 * What the site's function would not pass on, of the calls the online CMS made with a GitHub account.
 * A person signed in by e-mail runs the same admin code, whose calls the function forwards from its
 * allow-list (functions/editor-api/allow-list.ts), but for the workflow's runs: through the function
 * a failed publish is tried again by a push (admin/repository/github/through-the-function.ts). So a
 * scenario run with a GitHub account shows, call by call, that it would run the same through the
 * function; the function's own answers and rights are tests/functions/'s.
 */
import { matchCall } from '../../../functions/editor-api/allow-list.ts';
import type { RecordedRequest } from './http-server.ts';

/** The calls only a GitHub account makes: the retry of a failed publish by a re-run of its workflow. */
const accountOnly = new Set([
  'GET /repos/{owner}/{repo}/actions/runs',
  'POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs',
]);

/** Each call of a signed-in person in `requests` that the function would refuse, or forward without part of its query. */
export function callsTheFunctionRefuses(requests: readonly RecordedRequest[]): string[] {
  return requests
    .filter(({ login, operation }) => login !== undefined && !accountOnly.has(operation ?? ''))
    .filter(({ method, path }) => {
      const { pathname, searchParams } = new URL(path, 'http://stand-in');
      const call = matchCall(method, pathname, searchParams);
      return !call || [...searchParams.keys()].some((key) => !call.upstreamQuery.has(key));
    })
    .map(({ method, path }) => `${method} ${path}`);
}
