/**
 * What the function sends back. Its own refusals have GitHub's error shape (`message`,
 * `documentation_url`, `status`), so the admin's GitHub code reads them as it reads GitHub's, with
 * the catalogue's Portuguese words (and their `hint`). A forwarded answer keeps GitHub's status and
 * body and only the headers the admin reads; no answer is kept by a cache, and none ever carries a
 * credential: the function's own are never put in one.
 */
import { editorApiBase } from '../../schema/cms.ts';
import type { Words } from '../../schema/messages/catalogue/index.ts';

/** Where the function answers, on the site's own address: the admin's `api_root`. */
export const apiBase = editorApiBase;

const documentationUrl = 'https://docs.github.com/rest';

const ownHeaders = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...ownHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** A refusal in the catalogue's words, as GitHub shapes an error. */
export function refusal(status: number, { message, hint }: Words, more: Record<string, unknown> = {}): Response {
  return json(status, { message, hint, ...more, documentation_url: documentationUrl, status: String(status) });
}

/** GitHub's own words for a branch that moved since: the admin reads a 422 as "merge and try again". */
export const notFastForward = () =>
  json(422, { message: 'Update is not a fast forward', documentation_url: documentationUrl, status: '422' });

/** The headers of GitHub's answers that the admin reads. */
const passedOn = ['content-type', 'etag', 'last-modified', 'link'];

/**
 * GitHub's answer, for the browser: its status and body, and the headers above, its page links
 * pointing at the function rather than at GitHub.
 */
export async function forwarded(response: Response, apiUrl: string, ownUrl: string): Promise<Response> {
  const headers = new Headers(ownHeaders);
  for (const name of passedOn) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, name === 'link' ? value.replaceAll(`<${apiUrl}/`, `<${ownUrl}/`) : value);
  }
  const body = response.status === 204 || response.status === 304 ? null : await response.arrayBuffer();
  return new Response(body, { status: response.status, headers });
}
