/**
 * The login popup Decap opens at `${base_url}/auth?provider=github&site_id=…&scope=…` (Netlify's
 * service, or the site's own `cms.authUrl`), answered locally: instead of GitHub's consent screen,
 * the page signs in the user the test chose and hands the token over with the message protocol of
 * decap-cms-lib-auth (netlify-auth.js), the same one the real services speak:
 *   popup → opener: "authorizing:github"; opener → popup: the same, from the site's origin;
 *   popup → that origin: 'authorization:github:success:{"token":"…","provider":"github"}'.
 */

/** The header by which the routing helper tells which user signs in in a browser context. */
export const loginHeader = 'x-stand-in-login';

/** The page's script, with the token written in (JSON is valid JavaScript). */
function handshake(provider: string, token: string): string {
  const success = `authorization:${provider}:success:${JSON.stringify({ token, provider })}`;
  return [
    `const handshake = ${JSON.stringify(`authorizing:${provider}`)};`,
    `const success = ${JSON.stringify(success)};`,
    // Only the window that opened this one, and only once it says it is listening, gets the token.
    'window.addEventListener("message", (event) => {',
    '  if (event.source === window.opener && event.data === handshake) window.opener.postMessage(success, event.origin);',
    '});',
    'window.opener.postMessage(handshake, "*");',
  ].join('\n');
}

/** The popup's HTML for a sign-in with `token` through `provider` (github). */
export function loginPage(provider: string, token: string): string {
  return [
    '<!doctype html>',
    '<html lang="pt-BR"><head><meta charset="utf-8"><title>Entrando…</title></head>',
    `<body><p>Entrando com o ${provider}…</p><script>\n${handshake(provider, token)}\n</script></body></html>`,
  ].join('\n');
}
