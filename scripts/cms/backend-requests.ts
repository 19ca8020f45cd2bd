/**
 * What the CMS may ask the local backend of `npm run cms`: the actions Decap's proxy backend sends in
 * the simple publish mode, each with the paths it names, and those only among the files the CMS
 * edits (`cmsFiles`). Pure rules: the server (local-backend.ts) checks a request here before it
 * reads or writes anything, and a request with one refused path is refused whole.
 */
import * as z from 'zod';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import { contentPathKind, judgeContentPath, outsideRefusal, type ContentPathKind } from './content-paths.ts';

/** Why a request is refused, beside a malformed body (400): its status and words. */
interface Refusal {
  status: 403 | 413 | 415;
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

const asset = z.object({ path: contentPath('image'), content: z.string(), encoding: z.literal('base64') });

/**
 * A page saved under a new name (`newPath`) stays a page in the pages folder: never a folder, never
 * elsewhere. Decap's own server moved every file of the old name's folder along with it.
 */
const dataFile = z
  .object({ path: entryPath, raw: z.string(), newPath: contentPath('page').optional() })
  .refine(({ path, newPath }) => newPath === undefined || contentPathKind(path) === 'page', refused(outsideRefusal));

/**
 * The version of the content a write was checked against (content-version.ts): the write is refused
 * when the content moved since. Optional, as for decap-server's clients.
 */
const over = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .optional();

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
      options: z.object({ over }).optional(),
    }),
  }),
  z.object({ action: z.literal('getMedia'), params: z.object({ mediaFolder: contentPath('media-folder') }) }),
  z.object({ action: z.literal('getMediaFile'), params: z.object({ path: contentPath('image') }) }),
  z.object({
    action: z.literal('persistMedia'),
    params: z.object({ asset, options: z.object({ over }).optional() }),
  }),
  // Deleting a page or a photo; the two files of settings are never deleted.
  z.object({
    action: z.literal('deleteFiles'),
    params: z.object({ paths: z.array(contentPath('page', 'image')).min(1), over }),
  }),
  z.object({ action: z.literal('getDeployPreview') }),
  z.object({ action: z.literal('contentVersion') }),
]);

export type BackendRequest = z.output<typeof backendRequestSchema>;

/** The actions the local CMS uses; Decap's editorial workflow and notes are not among them. */
export const backendActions: readonly string[] = backendRequestSchema.options.map(
  (option) => option.shape.action.value,
);

export type CheckedRequest =
  { ok: true; request: BackendRequest } | { ok: false; status: 400 | Refusal['status']; words: Words };

/**
 * The request the body asks for, or why it is refused: an action or a path outside the rules (403),
 * a photo by a name the site does not publish (415), or a malformed body (400).
 */
export function checkBackendRequest(body: unknown): CheckedRequest {
  const action = typeof body === 'object' && body !== null ? (body as { action?: unknown }).action : undefined;
  if (typeof action !== 'string' || !backendActions.includes(action)) {
    return { ok: false, status: 403, words: say('cms-action-refused', { action: String(action) }) };
  }
  const parsed = backendRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, request: parsed.data };
  const refusal = parsed.error.issues
    .map((issue) => (issue.code === 'custom' ? (issue.params?.refusal as Refusal | undefined) : undefined))
    .find((found) => found !== undefined);
  return refusal ? { ok: false, ...refusal } : { ok: false, status: 400, words: say('cms-request-malformed') };
}
