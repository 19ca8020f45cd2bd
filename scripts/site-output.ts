import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { notFoundPath } from '../src/content.server.ts';

/**
 * Turns react-router's prerendered output into what static hosts expect: the 404 page as
 * `404.html`, and no SPA fallback (every page is prerendered, so nothing falls back to it).
 */
export function finishSite(clientDir: string): void {
  const notFoundDir = path.join(clientDir, notFoundPath);
  renameSync(path.join(notFoundDir, 'index.html'), path.join(clientDir, '404.html'));
  rmSync(notFoundDir, { recursive: true, force: true });
  const fallback = path.join(clientDir, '__spa-fallback.html');
  if (existsSync(fallback)) rmSync(fallback);
}
