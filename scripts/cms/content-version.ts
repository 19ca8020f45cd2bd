/**
 * The version of the content as the local backend sees it: one digest of every file the CMS reaches,
 * its path and its bytes. Any change to any of them — a save from another window of the editor, a
 * file edited by hand — moves it. A write names the version it was checked against (`over`), and is
 * refused when the content moved since, as GitHub refuses a branch update that is not a fast-forward:
 * the CMS then checks again, against what is there now, and never writes over a change it did not see.
 */
import { createHash } from 'node:crypto';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { contentPathKind } from './content-paths.ts';
import type { ContentFiles } from './content-files.ts';

export async function contentVersion(files: ContentFiles): Promise<string> {
  const listed = await Promise.all([
    files.list(cmsFiles.pagesFolder, (file) => contentPathKind(file) === 'page'),
    files.list(cmsFiles.mediaFolder, (file) => contentPathKind(file) === 'image'),
  ]);
  const paths = [cmsFiles.site, cmsFiles.companies, ...listed.flat()].sort();
  const digest = createHash('sha256');
  for (const file of paths) {
    // A file that went away between the listing and the read counts as absent: the digest still moves.
    const bytes = (await files.read(file).catch(() => undefined))?.bytes;
    digest.update(`${file}\u0000${bytes ? createHash('sha256').update(bytes).digest('hex') : '-'}\n`);
  }
  return digest.digest('hex');
}
