/**
 * What the function is told by the Pages project (Settings → Variables and Secrets): Cloudflare
 * Access's team and application, and the GitHub App it writes as. Read on every request, checked
 * whole: a missing one is named (never its value), and nothing is written.
 */
import { pkcs8Pem } from './pkcs8.ts';

/** The bindings as Cloudflare gives them to the function: text variables and secrets. */
export interface Bindings {
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  GITHUB_APP_ID?: string;
  GITHUB_APP_INSTALLATION_ID?: string;
  GITHUB_APP_PRIVATE_KEY?: string;
  GITHUB_API_URL?: string;
}

export interface Settings {
  /** `https://<team>.cloudflareaccess.com`: the signer of the tokens, and where its keys are. */
  teamDomain: string;
  /** The Access application's audience tag (its AUD). */
  audience: string;
  appId: string;
  installationId: string;
  /** The App's private key as PKCS#8 PEM. */
  privateKey: string;
  /** GitHub's REST API, without a trailing slash. */
  apiUrl: string;
}

/**
 * An address the function may send a credential to or trust keys from: https, or plain http to this
 * machine only (the tests' stand-ins listen on loopback). No path, query or credentials in it.
 */
function serviceAddress(value: string | undefined): string | undefined {
  let url: URL;
  try {
    url = new URL((value ?? '').trim());
  } catch {
    return undefined;
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return undefined;
  if (url.username || url.password || url.search || url.hash) return undefined;
  return url.href.replace(/\/+$/, '');
}

const digits = (value: string | undefined) => (/^\s*\d{1,20}\s*$/.test(value ?? '') ? value!.trim() : undefined);

/** The settings, or the names of the bindings missing or not usable as given. */
export function readSettings(bindings: Bindings): { ok: true; settings: Settings } | { ok: false; missing: string[] } {
  const found = {
    ACCESS_TEAM_DOMAIN: serviceAddress(bindings.ACCESS_TEAM_DOMAIN),
    ACCESS_AUD: bindings.ACCESS_AUD?.trim() || undefined,
    GITHUB_APP_ID: digits(bindings.GITHUB_APP_ID),
    GITHUB_APP_INSTALLATION_ID: digits(bindings.GITHUB_APP_INSTALLATION_ID),
    GITHUB_APP_PRIVATE_KEY: bindings.GITHUB_APP_PRIVATE_KEY && pkcs8Pem(bindings.GITHUB_APP_PRIVATE_KEY),
    GITHUB_API_URL: serviceAddress(bindings.GITHUB_API_URL ?? 'https://api.github.com'),
  };
  const missing = Object.entries(found).flatMap(([name, value]) => (value ? [] : [name]));
  if (missing.length) return { ok: false, missing };
  return {
    ok: true,
    settings: {
      teamDomain: found.ACCESS_TEAM_DOMAIN!,
      audience: found.ACCESS_AUD!,
      appId: found.GITHUB_APP_ID!,
      installationId: found.GITHUB_APP_INSTALLATION_ID!,
      privateKey: found.GITHUB_APP_PRIVATE_KEY!,
      apiUrl: found.GITHUB_API_URL!,
    },
  };
}
