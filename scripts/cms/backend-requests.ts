/**
 * What the CMS may ask the local backend of `npm run cms`: the actions Decap's proxy backend sends in
 * the simple publish mode, each with the paths it names, and those only among the files the CMS
 * edits (`cmsFiles`). Pure rules: the server (local-backend.ts) checks a request here before it
 * reads or writes anything, and a request with one refused path is refused whole.
 */
import { posix } from 'node:path';
import * as z from 'zod';
import { deletedKinds } from '../../admin/past-versions/deleted-files.ts';
import { contentImagesFolder } from '../../schema/fields/url.ts';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { photoTooBig } from '../../schema/load/photo-bytes.ts';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import { backendLimits } from './backend-limits.ts';
import { contentPathKind, judgeContentPath, outsideRefusal, type ContentPathKind } from './content-paths.ts';

/** Why a request is refused, beside a malformed body (400): its status and words. */
interface Refusal {
  status: 400 | 403 | 413 | 415;
  words: Words;
}

/** Marks a refusal among zod's issues, for `checkBackendRequest` to answer with it. */
const refused = ({ status, words }: Refusal) => ({ params: { refusal: { status, words } } });

/**
 * A path among `kinds`. One in the folder of such files but refused (a photo's name the site does
 * not publish) says why; any other is out of the CMS's reach.
 */
const contentPath = (...kinds: ContentPathKind[]) =>
  z.string().superRefine((value, context) => {
    const verdict = judgeContentPath(value);
    if (verdict.ok && kinds.includes(verdict.kind)) return;
    const refusal = !verdict.ok && verdict.wouldBe && kinds.includes(verdict.wouldBe) ? verdict : outsideRefusal;
    context.addIssue({ code: 'custom', message: refusal.words.message, ...refused(refusal) });
  });

/** The files of an entry: a page, or one of the two files of settings. */
const entryPath = contentPath('page', 'site', 'companies');

/**
 * A photo sent, at most the upload limit: judged from its length, before its base64 is decoded (its
 * bytes are judged when it is written, backend-actions.ts).
 */
const asset = z
  .object({ path: contentPath('image'), content: z.string(), encoding: z.literal('base64') })
  .superRefine(({ path, content }, context) => {
    if (content.length <= backendLimits.photoChars) return;
    const words = photoTooBig(`${contentImagesFolder}/${posix.basename(path)}`, Math.floor((content.length / 4) * 3));
    context.addIssue({ code: 'custom', message: words.message, ...refused({ status: 413, words }) });
  });

/** A page's text, at most what the loader reads of a content file. */
const pageText = z.string().superRefine((raw, context) => {
  const size = Buffer.byteLength(raw);
  if (size <= backendLimits.textBytes) return;
  const words = say('file-too-big', { sizeKb: Math.round(size / 1024), limitKb: backendLimits.textBytes / 1024 });
  context.addIssue({ code: 'custom', message: words.message, ...refused({ status: 413, words }) });
});

/**
 * A page saved under a new name (`newPath`) stays a page in the pages folder: never a folder, never
 * elsewhere. Decap's own server moved every file of the old name's folder along with it.
 */
const dataFile = z
  .object({ path: entryPath, raw: pageText, newPath: contentPath('page').optional() })
  .refine(({ path, newPath }) => newPath === undefined || contentPathKind(path) === 'page', refused(outsideRefusal));

/**
 * The version of the content a write was checked against (content-version.ts): the write is refused
 * when the content moved since. Optional, as for decap-server's clients.
 */
const over = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .optional();

/** The message of the version a write is recorded as (local-commits.ts): the CMS's words for the change. */
const commitMessage = z.string().max(20_000).optional();

/** A commit of the checkout, by its full id, and a page of a list of versions. */
const commit = z.string().regex(/^[0-9a-f]{40}$/);
const page = z.number().int().min(1).max(10_000);

const backendRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('info') }),
  z.object({
    action: z.literal('entriesByFolder'),
    params: z.object({
      folder: contentPath('pages-folder'),
      extension: z.string().refine((extension) => extension === cmsFiles.pageExtension, refused(outsideRefusal)),
    }),
  }),
  z.object({
    action: z.literal('entriesByFiles'),
    params: z.object({ files: z.array(z.object({ path: entryPath, label: z.string().optional() })) }),
  }),
  z.object({ action: z.literal('getEntry'), params: z.object({ path: entryPath }) }),
  z.object({
    action: z.literal('persistEntry'),
    params: z.object({
      dataFiles: z.array(dataFile).min(1),
      assets: z.array(asset),
      options: z.object({ over, commitMessage }).optional(),
    }),
  }),
  z.object({ action: z.literal('getMedia'), params: z.object({ mediaFolder: contentPath('media-folder') }) }),
  z.object({ action: z.literal('getMediaFile'), params: z.object({ path: contentPath('image') }) }),
  z.object({
    action: z.literal('persistMedia'),
    params: z.object({ asset, options: z.object({ over, commitMessage }).optional() }),
  }),
  // Deleting a page or a photo; the two files of settings are never deleted.
  z.object({
    action: z.literal('deleteFiles'),
    params: z.object({ paths: z.array(contentPath('page', 'image')).min(1), over, commitMessage }),
  }),
  // The history (local-history.ts): an entry's versions, its text at one, a photo at one, the pages and photos deleted.
  z.object({ action: z.literal('fileVersions'), params: z.object({ path: entryPath, page }) }),
  z.object({ action: z.literal('fileAt'), params: z.object({ path: entryPath, commit }) }),
  z.object({ action: z.literal('photoAt'), params: z.object({ path: contentPath('image'), commit }) }),
  z.object({ action: z.literal('deletedFiles'), params: z.object({ kind: z.enum(deletedKinds), page }) }),
  z.object({ action: z.literal('getDeployPreview') }),
  z.object({ action: z.literal('contentVersion') }),
]);

export type BackendRequest = z.output<typeof backendRequestSchema>;

/** The actions the local CMS uses; Decap's editorial workflow and notes are not among them. */
export const backendActions: readonly string[] = backendRequestSchema.options.map(
  (option) => option.shape.action.value,
);

/** The lists of files a request may name, each bounded: read, deleted, saved, sent. */
const fileLists = ['files', 'paths', 'dataFiles', 'assets'];

/** The longest list of files the request names, counted before any of them is looked at. */
function mostFilesNamed(body: unknown): number {
  const params = (body as { params?: unknown } | null)?.params;
  if (typeof params !== 'object' || params === null) return 0;
  const lists = fileLists.map((name) => (params as Record<string, unknown>)[name]);
  return Math.max(0, ...lists.map((list) => (Array.isArray(list) ? list.length : 0)));
}

export type CheckedRequest =
  { ok: true; request: BackendRequest } | { ok: false; status: 400 | Refusal['status']; words: Words };

/**
 * The request the body asks for, or why it is refused: an action or a path outside the rules (403),
 * a photo by a name the site does not publish (415), a page's or a photo's name that is not plain
 * (400, as `npm run validate` says it), more files than a request names (413), a photo over the
 * upload limit or a page's text over the loader's (413), or a malformed body (400).
 */
export function checkBackendRequest(body: unknown): CheckedRequest {
  const action = typeof body === 'object' && body !== null ? (body as { action?: unknown }).action : undefined;
  if (typeof action !== 'string' || !backendActions.includes(action)) {
    return { ok: false, status: 403, words: say('cms-action-refused', { action: String(action) }) };
  }
  const count = mostFilesNamed(body);
  if (count > backendLimits.filesPerRequest) {
    return {
      ok: false,
      status: 413,
      words: say('cms-too-many-files', { count, limit: backendLimits.filesPerRequest }),
    };
  }
  const parsed = backendRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, request: parsed.data };
  const refusal = parsed.error.issues
    .map((issue) => (issue.code === 'custom' ? (issue.params?.refusal as Refusal | undefined) : undefined))
    .find((found) => found !== undefined);
  return refusal ? { ok: false, ...refusal } : { ok: false, status: 400, words: say('cms-request-malformed') };
}
