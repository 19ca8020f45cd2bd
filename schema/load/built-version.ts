/**
 * Which version of the content a built site carries, said the same way by the build (from the files
 * it read) and by the CMS (from a commit's tree on GitHub), so that the CMS can tell when the live
 * site carries a change: the commit the host built, when its variables name one, and a digest of
 * the content files. The digest is over each file's git blob id, which the build computes from the
 * bytes and GitHub lists in a tree without sending the bytes (photos included). Web Crypto only:
 * the build (Node) and the CMS (the browser) both run it.
 */
import { cmsFiles } from '../generate/cms-config.ts';

/** What the site publishes at its version address (`siteAddresses.version`). */
export interface BuiltVersion {
  /** The commit the host built (its own variable), or null where the build was not told one. */
  commit: string | null;
  /** The digest of the content files the site was built from (`contentDigest`). */
  content: string;
  /** When the build ran, ISO 8601. */
  builtAt: string;
  /**
   * The first moment after the build when the site must change by itself (a scheduled thing comes or
   * goes: schema/schedule/), ISO 8601 with the offset of Brasília's clock
   * (`2026-12-24T00:00:00-03:00`); null when nothing is scheduled to change. A scheduled job on each
   * host reads it from the live site and builds again once it has passed.
   */
  nextChangeAt: string | null;
}

/** A content file by its path in the repository (`content/pages/home.yaml`) and its git blob id. */
export interface ContentBlob {
  path: string;
  blob: string;
}

/**
 * Whether a path of the repository is a file the site is built from, as the CMS reaches them: a
 * page, the two files of settings, a photo (hidden files left out).
 */
export function isSiteContentFile(path: string): boolean {
  if (path === cmsFiles.site || path === cmsFiles.companies) return true;
  const slash = path.lastIndexOf('/');
  const [folder, name] = [path.slice(0, slash), path.slice(slash + 1)];
  if (name === '' || name.startsWith('.')) return false;
  if (folder === cmsFiles.pagesFolder) return name.endsWith(`.${cmsFiles.pageExtension}`);
  return folder === cmsFiles.mediaFolder;
}

const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The id git gives a file's bytes (SHA-1 of "blob <size>\0" and the bytes): what a tree lists. */
export async function gitBlobId(bytes: Uint8Array): Promise<string> {
  const header = new TextEncoder().encode(`blob ${bytes.length}\0`);
  const whole = new Uint8Array(header.length + bytes.length);
  whole.set(header);
  whole.set(bytes, header.length);
  return hex(await crypto.subtle.digest('SHA-1', whole));
}

/** The digest of a version of the content: SHA-256 over each site content file's path and blob id, by path. */
export async function contentDigest(files: readonly ContentBlob[]): Promise<string> {
  const lines = files
    .filter((file) => isSiteContentFile(file.path))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((file) => `${file.path}\u0000${file.blob}\n`)
    .join('');
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(lines)));
}

/**
 * A version as the site answered it, or undefined for anything else (a host's error page, a
 * half-written file). A site built before schedules existed says no `nextChangeAt`: nothing to change.
 */
export function readBuiltVersion(value: unknown): BuiltVersion | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { commit, content, builtAt, nextChangeAt = null } = value as Record<string, unknown>;
  if (typeof content !== 'string' || typeof builtAt !== 'string') return undefined;
  if (commit !== null && typeof commit !== 'string') return undefined;
  if (nextChangeAt !== null && (typeof nextChangeAt !== 'string' || Number.isNaN(Date.parse(nextChangeAt))))
    return undefined;
  return { commit, content, builtAt, nextChangeAt };
}
