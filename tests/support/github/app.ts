/**
 * The stand-in's GitHub App, installed on its one repository: the key pair GitHub would have made
 * (its private key handed out as GitHub hands it out, PKCS#1 PEM), the App's own JWT checked as GitHub
 * checks it — RS256, signed by the App's key, issued by the App's id, iat and exp within GitHub's
 * limits — with node:crypto, not with the library that signed it, and the installation tokens it
 * gives (`ghs_…`, an hour), each acting as the App's bot account.
 */
import { generateKeyPairSync, randomBytes, verify, type KeyObject } from 'node:crypto';
import type { GitHubUser } from './users.ts';

export interface StandInApp {
  id: number;
  slug: string;
  installationId: number;
  /** The private key as GitHub's "Generate a private key" downloads it. */
  privateKeyPem: string;
  /** The account its installation writes as: `<slug>[bot]`. */
  bot: GitHubUser;
}

/** How far GitHub lets a JWT's clock be off, and how long it may live. */
const skewSeconds = 60;
const maxLifetimeSeconds = 10 * 60;

export function makeApp(slug = 'invero-site-editor'): StandInApp & { publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const botId = 9_100_001;
  return {
    id: 424_242,
    slug,
    installationId: 51_515_151,
    privateKeyPem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    publicKey,
    bot: {
      login: `${slug}[bot]`,
      name: `${slug}[bot]`,
      email: `${botId}+${slug}[bot]@users.noreply.github.com`,
      id: botId,
    },
  };
}

const jsonOf = (part: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Why GitHub would refuse `authorization` as the App's JWT, or undefined when it accepts it: the
 * signature, the algorithm, the issuer (the App's id), issued no later than now (with GitHub's
 * minute of drift) and expiring in the future, at most ten minutes after it was issued.
 */
export function appJwtProblem(
  app: StandInApp & { publicKey: KeyObject },
  authorization: string | undefined,
): string | undefined {
  const [, token] = /^Bearer +(\S+)$/i.exec(authorization ?? '') ?? [];
  const [header, payload, signature] = token?.split('.') ?? [];
  if (!header || !payload || !signature) return 'not a JWT';
  const head = jsonOf(header);
  const claims = jsonOf(payload);
  if (head?.alg !== 'RS256') return `alg ${String(head?.alg)}`;
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    app.publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!signed || !claims) return 'signature';
  const now = Math.floor(Date.now() / 1000);
  const { iss, iat, exp } = claims as { iss?: unknown; iat?: unknown; exp?: unknown };
  if (String(iss) !== String(app.id)) return `iss ${String(iss)}`;
  if (typeof iat !== 'number' || iat > now + skewSeconds) return `iat ${String(iat)}`;
  if (typeof exp !== 'number' || exp <= now || exp - iat > maxLifetimeSeconds || exp > now + maxLifetimeSeconds) {
    return `exp ${String(exp)}`;
  }
  return undefined;
}

/** A new installation token, shaped like GitHub's (ghs_ and 36 characters). */
export const newInstallationToken = () => `ghs_${randomBytes(27).toString('base64url').slice(0, 36)}`;
