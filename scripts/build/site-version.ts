import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteAddresses } from '../../schema/fields/site-addresses.ts';
import { contentDigest, gitBlobId, isSiteContentFile, type BuiltVersion } from '../../schema/load/built-version.ts';
import { isoOnSiteClock } from '../../schema/schedule/moment.ts';
import { hostCommit } from '../lib/environment.ts';

/** Every regular file below `contentDir`, by its path in the repository (`content/pages/home.yaml`). */
function contentFilesIn(contentDir: string): { path: string; file: string }[] {
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { path: `content/${path.relative(contentDir, file).split(path.sep).join('/')}`, file };
    })
    .filter((found) => isSiteContentFile(found.path));
}

/**
 * The version of the content in `contentDir`, as the site publishes it (schema/load/built-version.ts),
 * with the next moment the content's clock changes the site (`ContentClock.nextChangeAt`), if any.
 */
export async function builtVersion(
  contentDir: string,
  env: NodeJS.ProcessEnv = process.env,
  nextChangeAt?: number,
): Promise<BuiltVersion> {
  const blobs = await Promise.all(
    contentFilesIn(contentDir).map(async (found) => ({ path: found.path, blob: await gitBlobId(readFileSync(found.file)) })),
  );
  return {
    commit: hostCommit(env) ?? null,
    content: await contentDigest(blobs),
    builtAt: new Date().toISOString(),
    nextChangeAt: nextChangeAt === undefined ? null : isoOnSiteClock(nextChangeAt),
  };
}

/**
 * Writes the version the site carries at its fixed address (`/version.json`), which `_headers` keeps
 * out of every cache: the CMS asks it, after a Publicar, until the live site carries the change; the
 * hosts' scheduled job asks it when the site must next change by itself.
 */
export async function writeBuiltVersion(clientDir: string, contentDir: string, nextChangeAt?: number): Promise<void> {
  const version = await builtVersion(contentDir, process.env, nextChangeAt);
  writeFileSync(path.join(clientDir, siteAddresses.version), `${JSON.stringify(version, null, 2)}\n`);
}
