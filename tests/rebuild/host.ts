/**
 * A host on loopback, for the tests of the hosts' scheduled rebuild (rebuild/): the live site
 * answering its version address with what a test has it publish (never cached, as `_headers` has
 * it), and the build hook, which counts the builds asked of it. Only this server's own address is
 * answered.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteAddresses } from '../../schema/fields/site-addresses.ts';
import type { BuiltVersion } from '../../schema/load/built-version.ts';

/**
 * What the site answers at its version address: a version (one built before there was a
 * `nextChangeAt` says none), or a raw answer (a host's error page).
 */
export type Answer = BuiltVersion | Omit<BuiltVersion, 'nextChangeAt'> | { status: number; body: string };

export interface Host {
  /** The site's address. */
  site: string;
  /** The build hook's address, as the host hands it out (a secret id in its path). */
  hook: string;
  publish(answer: Answer | undefined): void;
  /** How many builds the hook was asked for so far. */
  builds(): number;
  /** The paths (with their queries) asked of the site's version address so far. */
  asked: string[];
  /** Makes the hook refuse from now on, as a deleted hook does. */
  refuseBuilds(): void;
  close(): Promise<void>;
}

/** A version as the build writes it, with its next change at `nextChangeAt` (left out when undefined). */
export const versionWith = (nextChangeAt?: string | null): Answer => ({
  commit: 'c'.repeat(40),
  content: 'd'.repeat(64),
  builtAt: '2026-12-01T12:00:00.000Z',
  ...(nextChangeAt === undefined ? {} : { nextChangeAt }),
});

export async function startHost(): Promise<Host> {
  const hookPath = `/build_hooks/${crypto.randomUUID()}`;
  const asked: string[] = [];
  let published: Answer | undefined;
  let builds = 0;
  let refusing = false;
  let origin = '';
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    if (request.headers.host !== url.host) {
      response.writeHead(400).end();
    } else if (request.method === 'POST' && url.pathname === hookPath) {
      if (!refusing) builds += 1;
      response.writeHead(refusing ? 404 : 200, { 'Content-Type': 'application/json' }).end('{}');
    } else if (request.method === 'GET' && url.pathname === `/${siteAddresses.version}` && published) {
      asked.push(url.pathname + url.search);
      const raw = 'status' in published ? published : { status: 200, body: JSON.stringify(published) };
      response.writeHead(raw.status, { 'Cache-Control': 'no-store' }).end(raw.body);
    } else {
      response.writeHead(404, { 'Content-Type': 'text/html' }).end('<!doctype html><title>404</title>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    site: origin,
    hook: origin + hookPath,
    publish: (answer) => {
      published = answer;
    },
    builds: () => builds,
    asked,
    refuseBuilds: () => {
      refusing = true;
    },
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
