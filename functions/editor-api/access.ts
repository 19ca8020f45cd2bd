/**
 * Who is asking, as Cloudflare Access says: every request that passed Access carries its signed JWT
 * in the `Cf-Access-Jwt-Assertion` header. It is checked on every request with jose — RS256 only,
 * signed by one of the team's keys (fetched from the team domain and cached), issued by the team,
 * for this application's audience, not expired — and its e-mail is the person. Anything else is
 * nobody. (The `CF_Authorization` cookie carries the same token; Access adds the header to every
 * request it lets through, so the cookie, which another site's form could send, is never read.)
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Settings } from './settings.ts';

export const accessHeader = 'Cf-Access-Jwt-Assertion';

/** One key set per team domain, kept by the isolate: jose caches the keys and refetches on a new key id. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keysOf(teamDomain: string) {
  let keys = keySets.get(teamDomain);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${teamDomain}/cdn-cgi/access/certs`), {
      cacheMaxAge: 10 * 60 * 1000,
      cooldownDuration: 30 * 1000,
    });
    keySets.set(teamDomain, keys);
  }
  return keys;
}

/** The e-mail of the person Access signed the request for, or undefined. */
export async function signedInEmail(request: Request, settings: Settings): Promise<string | undefined> {
  const token = request.headers.get(accessHeader);
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, keysOf(settings.teamDomain), {
      algorithms: ['RS256'],
      issuer: settings.teamDomain,
      audience: settings.audience,
      requiredClaims: ['exp', 'email'],
    });
    return typeof payload.email === 'string' && payload.email ? payload.email : undefined;
  } catch {
    return undefined;
  }
}
