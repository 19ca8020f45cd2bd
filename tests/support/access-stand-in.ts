/**
 * A stand-in for Cloudflare Access's signing side, on loopback: the team's public keys at
 * `/cdn-cgi/access/certs` (the JWKS Access publishes at its team domain, the stand-in's address
 * here), and the JWTs Access would put in `Cf-Access-Jwt-Assertion` for a person it let through,
 * signed with the team's key, made at test time. A test may also sign as no team (another key under
 * the same key id), for another application, or already expired.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

export interface AccessToken {
  email: string;
  /** The application's audience tag: this one's unless told. */
  audience?: string;
  /** Seconds from now until it expires: 24 hours (Access's session) unless told; negative for a past one. */
  expiresIn?: number;
  /** Signed by a key the team does not publish. */
  forged?: boolean;
}

export interface AccessStandIn {
  /** The team domain: where the keys are, and the issuer of every token. */
  teamDomain: string;
  /** The application's audience tag. */
  audience: string;
  token(options: AccessToken): Promise<string>;
  close(): Promise<void>;
}

const keyId = 'invero-access-test-key';

export async function startAccessStandIn(): Promise<AccessStandIn> {
  const team = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256');
  const published = { keys: [{ ...(await exportJWK(team.publicKey)), kid: keyId, alg: 'RS256', use: 'sig' }] };
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/cdn-cgi/access/certs') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(published));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const teamDomain = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const audience = `aud-${Math.random().toString(16).slice(2)}${Math.random().toString(16).slice(2)}`;
  const sign = (key: CryptoKey, { email, audience: aud = audience, expiresIn = 24 * 60 * 60 }: AccessToken) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email, type: 'app', identity_nonce: 'nonce', country: 'BR' })
      .setProtectedHeader({ alg: 'RS256', kid: keyId })
      .setIssuer(teamDomain)
      .setAudience([aud])
      .setSubject(`sub-${email}`)
      .setIssuedAt(now - 60)
      .setNotBefore(now - 60)
      .setExpirationTime(now + expiresIn)
      .sign(key);
  };
  return {
    teamDomain,
    audience,
    token: (options) => sign(options.forged ? other.privateKey : team.privateKey, options),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
