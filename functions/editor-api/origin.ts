/**
 * Whether a request comes from the editor's own page. The public site and the editor's address are
 * one site (`www.` and `editor.` of one domain), so the browser sends Access's cookie with a public
 * page's request to the editor's address too, and Access signs it; and the host serves this function
 * at every address of the project, the public site's included. What tells the editor's page from a
 * public page's script is the request's own address, and what the browser says of the page that sent
 * it: `Origin` (on every cross-origin request, and on a same-origin one that is not a GET) and
 * `Sec-Fetch-Site` (on every request of a current browser). A header the browser did not send proves
 * nothing either way (a request from no page: Access's signature is what let it in).
 */

/** Whether the browser says the request was sent by a page of its own address, or says nothing. */
export function sentByItsOwnPage(request: Request): boolean {
  const origin = request.headers.get('Origin');
  const site = request.headers.get('Sec-Fetch-Site');
  return (origin === null || origin === new URL(request.url).origin) && (site === null || site === 'same-origin');
}

/** Whether the request was made at the editor's own address (`cms.editorUrl`), not at another of the project's. */
export const askedAtTheEditor = (request: Request, editorOrigin: string): boolean =>
  new URL(request.url).origin === editorOrigin;
