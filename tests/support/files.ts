/** What a folder holds, to tell that nothing in it changed. */
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every entry under the folder, links not followed: its kind, and a regular file's bytes (hashed) and mtime. */
export function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stats = lstatSync(path.join(dir, name));
    entries[name] = stats.isFile()
      ? `${createHash('sha256')
          .update(readFileSync(path.join(dir, name)))
          .digest('hex')} ${stats.mtimeMs}`
      : stats.isSymbolicLink()
        ? 'link'
        : stats.isDirectory()
          ? 'folder'
          : 'special';
  }
  return entries;
}
