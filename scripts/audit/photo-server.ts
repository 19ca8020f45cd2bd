import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { placeholderContentType, placeholderImage } from './photo-placeholder.ts';

/**
 * The host of another site's photo, for Lighthouse (which drives its own Chromium, so requests cannot be
 * intercepted): an HTTPS server on loopback with a throwaway self-signed certificate, answering every
 * image request with the placeholder. Undefined without openssl: the photo then simply fails, and
 * the page shows its fallback.
 */
export async function startPhotoServer(): Promise<{ port: number; close: () => void } | undefined> {
  const dir = mkdtempSync(path.join(tmpdir(), 'invero-photo-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  const photo = placeholderImage();
  const server: Server = createServer(
    { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) },
    (_request, response) =>
      response.writeHead(200, { 'content-type': placeholderContentType, 'cache-control': 'max-age=3600' }).end(photo),
  );
  rmSync(dir, { recursive: true, force: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}
