/**
 * What the CMS may ask the local backend of `npm run cms`: the actions Decap's proxy backend sends in
 * the simple publish mode, each with the paths it names, and those only among the files the CMS
 * edits (`cmsFiles`). Pure rules: the server (local-backend.ts) checks a request here before it
 * reads or writes anything, and a request with one refused path is refused whole.
 */
import path from 'node:path';
import * as z from 'zod';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';

/** The two folders the CMS lists, and the files in and beside them. */
export type ContentPathKind = 'pages-folder' | 'media-folder' | 'page' | 'site' | 'companies' | 'image';

/** A file's own name as the CMS gives it: nothing hidden, no folder in it, no control character. */
const isPlainName = (name: string) => name !== '' && !name.startsWith('.') && !/[\\/\u0000-\u001f\u007f]/.test(name);

/**
 * Which of the CMS's paths `value` is, or undefined for any other. Only the exact form the CMS
 * sends counts: relative to the repository's root, forward slashes, already normal (no ".", "..",
 * "//" or trailing "/"), and a page or a photo directly in its folder.
 */
export function contentPathKind(value: string): ContentPathKind | undefined {
  if (value.startsWith('/') || value.includes('\\') || path.posix.normalize(value) !== value) return undefined;
  if (value.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  const known: Record<string, ContentPathKind> = {
    [cmsFiles.pagesFolder]: 'pages-folder',
    [cmsFiles.mediaFolder]: 'media-folder',
    [cmsFiles.site]: 'site',
    [cmsFiles.companies]: 'companies',
  };
  if (Object.hasOwn(known, value)) return known[value];
  const [folder, name] = [path.posix.dirname(value), path.posix.basename(value)];
  if (!isPlainName(name)) return undefined;
  if (folder === cmsFiles.pagesFolder && name.endsWith(`.${cmsFiles.pageExtension}`)) return 'page';
  if (folder === cmsFiles.mediaFolder) return 'image';
  return undefined;
}

/** Marks a refused path among zod's issues: it answers 403, where a malformed request answers 400. */
const refusal = { params: { refused: true } };

const contentPath = (...kinds: ContentPathKind[]) =>
  z.string().refine((value) => kinds.some((kind) => kind === contentPathKind(value)), refusal);

/** The files of an entry: a page, or one of the two files of settings. */
const entryPath = contentPath('page', 'site', 'companies');

const asset = z.object({ path: contentPath('image'), content: z.string(), encoding: z.literal('base64') });

/**
 * A page saved under a new name (`newPath`) stays a page in the pages folder: never a folder, never
 * elsewhere. Decap's own server moved every file of the old name's folder along with it.
 */
const dataFile = z
  .object({ path: entryPath, raw: z.string(), newPath: contentPath('page').optional() })
  .refine(({ path, newPath }) => newPath === undefined || contentPathKind(path) === 'page', refusal);

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
      extension: z.string().refine((extension) => extension === cmsFiles.pageExtension, refusal),
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
  // The history (local-history.ts): an entry's versions, its text at one, the pages deleted.
  z.object({ action: z.literal('fileVersions'), params: z.object({ path: entryPath, page }) }),
  z.object({ action: z.literal('fileAt'), params: z.object({ path: entryPath, commit }) }),
  z.object({ action: z.literal('deletedPages'), params: z.object({ page }) }),
  z.object({ action: z.literal('getDeployPreview') }),
  z.object({ action: z.literal('contentVersion') }),
]);

export type BackendRequest = z.output<typeof backendRequestSchema>;

/** The actions the local CMS uses; Decap's editorial workflow and notes are not among them. */
export const backendActions: readonly string[] = backendRequestSchema.options.map(
  (option) => option.shape.action.value,
);

/** What the server reaches, in the words of its refusals. */
export const reachableFiles = `as páginas (${cmsFiles.pagesFolder}/*.${cmsFiles.pageExtension}), ${cmsFiles.site}, ${cmsFiles.companies} e as fotos (${cmsFiles.mediaFolder}/)`;

export type CheckedRequest = { ok: true; request: BackendRequest } | { ok: false; status: 400 | 403; words: Words };

/** The request the body asks for, or why it is refused: an action or a path outside the rules (403), or a malformed body (400). */
export function checkBackendRequest(body: unknown): CheckedRequest {
  const action = typeof body === 'object' && body !== null ? (body as { action?: unknown }).action : undefined;
  if (typeof action !== 'string' || !backendActions.includes(action)) {
    return { ok: false, status: 403, words: say('cms-action-refused', { action: String(action) }) };
  }
  const parsed = backendRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, request: parsed.data };
  const refused = parsed.error.issues.some((issue) => issue.code === 'custom' && issue.params?.refused === true);
  return refused
    ? { ok: false, status: 403, words: say('cms-path-refused', { reachable: reachableFiles }) }
    : { ok: false, status: 400, words: say('cms-request-malformed') };
}
