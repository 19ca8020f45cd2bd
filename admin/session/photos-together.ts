import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { readTexts } from '../../schema/load/check-content.ts';
import { judgePhoto } from '../../schema/load/photo-bytes.ts';
import { overBudget, photoTotals, type PhotoWeight } from '../../schema/load/photo-budget.ts';
import { photoUses } from '../../schema/load/photo-uses.ts';
import { fileIssue } from '../../schema/messages/issue.ts';
import { kindOfPath, photoAddress, photoPath, type Content, type ContentSource } from './content.ts';
import { formProblem, type FormProblem } from './words/form-words.ts';
import type { SaveSession } from './save-session.ts';

/** The photos the image fields of content files (path → text) name, by address (`images/x.jpg`). */
export function photosNamed(texts: Iterable<readonly [string, string]>): Set<string> {
  const { checked } = readTexts([...texts].map(([name, text]) => ({ kind: kindOfPath(name), name, text })));
  return new Set(photoUses(checked).map((use) => use.src));
}

/** A photo's weight from its bytes; undefined for bytes that are no photo the site publishes (told on their own). */
function weightOf(src: string, bytes: Uint8Array): PhotoWeight | undefined {
  const judged = judgePhoto(bytes, src);
  return judged.ok ? { src, pixels: judged.width * judged.height, bytes: bytes.length } : undefined;
}

/** What a photo of the repository weighs, read from it once per version (`id`, where the backend names one). */
async function repositoryWeight(session: SaveSession, source: ContentSource, src: string, id: string | undefined) {
  const weighed = session.photoWeights;
  const key = id === undefined ? undefined : `${src}\u0000${id}`;
  if (key !== undefined && weighed.has(key)) return weighed.get(key);
  const { file } = await source.getMediaFile(photoPath(src));
  const weight = file ? weightOf(src, new Uint8Array(await file.arrayBuffer())) : undefined;
  if (key !== undefined) weighed.set(key, weight);
  return weight;
}

const sameMembers = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((x) => b.has(x));

/**
 * The budget of the photos the site uses, together (schema/load/photo-budget.ts, as `npm run
 * validate` holds it), for a write that changes them: a photo newly shown, one replaced by the
 * bytes `sent` (by address). Refused when it leaves them over the budget and more than they were;
 * a write that shows no other photo is not weighed at all. Told at the photos' folder, naming the largest.
 */
export async function photosTogetherProblems(
  session: SaveSession,
  source: ContentSource,
  before: Content,
  after: Content,
  sent: ReadonlyMap<string, Uint8Array>,
): Promise<FormProblem[]> {
  const [shownBefore, shownAfter] = [photosNamed(before.texts), photosNamed(after.texts)];
  if (sameMembers(shownBefore, shownAfter) && ![...sent.keys()].some((src) => shownAfter.has(src))) return [];
  const ids = new Map(
    (await source.getMedia(cmsFiles.mediaFolder)).map((photo) => [photoAddress(photo.path), photo.id]),
  );
  const weights = async (shown: ReadonlySet<string>, withSent: boolean) => {
    const weighing = [...shown].map(async (src) => {
      const bytes = withSent ? sent.get(src) : undefined;
      if (bytes) return weightOf(src, bytes);
      return ids.has(src) ? repositoryWeight(session, source, src, ids.get(src)) : undefined;
    });
    return (await Promise.all(weighing)).filter((weight) => weight !== undefined);
  };
  const [then, now] = [await weights(shownBefore, false), await weights(shownAfter, true)];
  const words = overBudget(now);
  if (!words) return [];
  const [was, is] = [photoTotals(then), photoTotals(now)];
  // Over already, and no heavier: not this write's to mend.
  if (overBudget(then) && is.photos <= was.photos && is.pixels <= was.pixels && is.bytes <= was.bytes) return [];
  return [formProblem(fileIssue(cmsFiles.mediaFolder, words), { data: undefined, own: true, titleOf: (file) => file })];
}
