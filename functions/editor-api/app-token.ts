/**
 * The function's one GitHub credential: an installation token of the GitHub App, installed on the
 * site's repository only. The App proves itself with a JWT signed by its private key (RS256, issued
 * 60 s in the past against clock drift, expiring within GitHub's 10 minutes, its issuer the App's
 * id); the token GitHub gives back lasts an hour and is kept by the isolate until five minutes
 * before that. Neither ever leaves the function.
 */
import { importPKCS8, SignJWT } from 'jose';
import type { Settings } from './settings.ts';

/** GitHub's own media type and API version, on every call the function makes. */
export const githubHeaders = {
  Accept: 'application/vnd.github+json',
  'X-GitHub-Api-Version': '2022-11-28',
  'User-Agent': 'invero-site-editor',
};

const renewBefore = 5 * 60 * 1000;

interface Kept {
  token: string;
  expiresAt: number;
}

const kept = new Map<string, Kept>();

/** The App's JWT, for the App's own calls (`/app…`). */
export async function appJwt(settings: Settings): Promise<string> {
  const key = await importPKCS8(settings.privateKey, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(settings.appId)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + 9 * 60)
    .sign(key);
}

/** A failure to reach GitHub as the App: what GitHub answered (its status), never the credential. */
export class AppUnavailable extends Error {
  constructor(readonly status: number) {
    super(`GitHub answered ${status} to the App`);
  }
}

/** The installation token, from the isolate while it lasts, else a new one. */
export async function installationToken(settings: Settings): Promise<string> {
  const id = `${settings.apiUrl} ${settings.appId} ${settings.installationId}`;
  const current = kept.get(id);
  if (current && current.expiresAt - renewBefore > Date.now()) return current.token;
  const response = await fetch(`${settings.apiUrl}/app/installations/${settings.installationId}/access_tokens`, {
    method: 'POST',
    headers: { ...githubHeaders, Authorization: `Bearer ${await appJwt(settings)}` },
  });
  if (response.status !== 201) throw new AppUnavailable(response.status);
  const { token, expires_at: expiresAt } = (await response.json()) as { token: string; expires_at: string };
  kept.set(id, { token, expiresAt: Date.parse(expiresAt) });
  return token;
}

/** Forgets the kept token: GitHub refused it (revoked, or the App reinstalled). */
export function forgetToken(settings: Settings): void {
  kept.delete(`${settings.apiUrl} ${settings.appId} ${settings.installationId}`);
}
