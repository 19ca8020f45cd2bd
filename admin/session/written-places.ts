import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { judgeWrittenFile, type WrittenKind } from '../../schema/load/content-places.ts';
import { fileIssue } from '../../schema/messages/issue.ts';
import { photoPath, type Content } from './content.ts';
import { formProblem, type FormProblem } from './words/form-words.ts';

/** A path as Decap may name it, from the repository's root (an asset's may begin with "/"). */
export const repositoryPath = (path: string) => path.replace(/^\/+/, '');

const nameIn = (folder: string, path: string) =>
  path.startsWith(`${folder}/`) && !path.slice(folder.length + 1).includes('/') ? [path.slice(folder.length + 1)] : [];

/**
 * What the loader would refuse or pass over among the files a write puts in the content, by their
 * place and name alone (schema/load/content-places.ts, the rule `npm run validate` applies to what
 * it finds): a page in a folder inside pages/, a hidden file, a name that is not plain. Every write
 * of the CMS meets it — an entry saved, a photo sent, a version restored, a change undone, a page or
 * photo brought back — so that none leaves a file that stops the build, or one the site never shows.
 * `content`: what is there before the write, for the names a refusal suggests to be free.
 */
export function placeProblems(
  written: readonly { path: string; kind: WrittenKind }[],
  content: Content,
): FormProblem[] {
  const pageNames = new Set([...content.texts.keys()].flatMap((path) => nameIn(cmsFiles.pagesFolder, path)));
  const photoNames = new Set(
    [...content.photos.keys()].flatMap((address) => nameIn(cmsFiles.mediaFolder, photoPath(address))),
  );
  return written.flatMap(({ path, kind }) => {
    const file = repositoryPath(path);
    const words = judgeWrittenFile(file, kind, kind === 'text' ? pageNames : photoNames);
    if (!words) return [];
    return [formProblem(fileIssue(file, words), { data: undefined, own: true, titleOf: (name) => name })];
  });
}
