/**
 * The one repository and branch the function writes to, and what they hold. The repository is the
 * one the App is installed on (GitHub lists the installation's repositories: exactly one, or the
 * function serves none); the branch and the editor's own address are the ones the content's own
 * `cms` block names, read from the repository's default branch, where `cms.signIn: email` must also
 * be written (turning it off there stops the function). All are kept by the isolate for a minute.
 */
import { cmsSettingsSchema } from '../../schema/cms.ts';
import { editorsFile, type Editor } from '../../schema/editors.ts';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { checkEditors } from '../../schema/load/editors.ts';
import { parseText } from '../../schema/load/parse.ts';
import { valueAt } from '../../schema/walk.ts';
import type { GitHub } from './github.ts';
import type { TreeFile } from './rights.ts';

export interface Place {
  owner: string;
  name: string;
  branch: string;
  /** `/repos/owner/name`, for the function's own calls. */
  root: string;
  /** The editor's own address (`cms.editorUrl`): the only one the function answers at (origin.ts). */
  editorOrigin: string;
}

/** Why the function serves nobody: the App's installation, or the content's settings, say so. */
export type Unserved = { unserved: 'repository-unclear'; count: number } | { unserved: 'sign-in-off' };

const keepFor = 60 * 1000;
let keptPlace: { place: Place | Unserved; until: number; key: string } | undefined;

async function findPlace(github: GitHub): Promise<Place | Unserved> {
  const { repositories } = await github.json<{
    repositories: { name: string; owner: { login: string }; default_branch: string }[];
  }>('/installation/repositories', { query: new URLSearchParams({ per_page: '2' }) });
  const [repository] = repositories;
  if (!repository || repositories.length > 1) return { unserved: 'repository-unclear', count: repositories.length };
  const root = `/repos/${repository.owner.login}/${repository.name}`;
  const files = await snapshot(github, root, repository.default_branch);
  const site = files.get(cmsFiles.site);
  const text = site && (await blobText(github, root, site.sha));
  const read = text === undefined ? undefined : parseText(cmsFiles.site, text);
  const cms = read?.ok ? cmsSettingsSchema.safeParse(valueAt(read.data, ['cms'])) : undefined;
  const named = `${repository.owner.login}/${repository.name}`.toLowerCase();
  // The schema asks an address of the editor's own with `signIn: email`: without one, it is off.
  if (!cms?.success || cms.data.signIn !== 'email' || !cms.data.editorUrl || cms.data.repo.toLowerCase() !== named) {
    return { unserved: 'sign-in-off' };
  }
  const editorOrigin = cms.data.editorUrl;
  return { owner: repository.owner.login, name: repository.name, branch: cms.data.branch, root, editorOrigin };
}

/** Where the function writes, or why it writes nowhere. */
export async function placeOf(github: GitHub): Promise<Place | Unserved> {
  const key = `${github.settings.apiUrl} ${github.settings.installationId}`;
  if (keptPlace && keptPlace.key === key && keptPlace.until > Date.now()) return keptPlace.place;
  const place = await findPlace(github);
  keptPlace = { place, until: Date.now() + keepFor, key };
  return place;
}

/** The branch's head commit now, never kept. */
export async function headOf(github: GitHub, place: Place): Promise<string> {
  const ref = await github.json<{ object: { sha: string } }>(
    `${place.root}/git/ref/heads/${place.branch.split('/').map(encodeURIComponent).join('/')}`,
  );
  return ref.object.sha;
}

/** Every file of a commit (or tree), by path; refused when GitHub could not list them all. */
export async function snapshot(github: GitHub, root: string, revision: string): Promise<Map<string, TreeFile>> {
  const listing = await github.json<{ tree: ({ path: string } & TreeFile)[]; truncated: boolean }>(
    `${root}/git/trees/${encodeURIComponent(revision)}`,
    { query: new URLSearchParams({ recursive: '1' }) },
  );
  if (listing.truncated) throw new Error('The repository is larger than one tree listing');
  return new Map(
    listing.tree
      .filter((entry) => entry.type !== 'tree')
      .map((entry) => [entry.path, { sha: entry.sha, mode: entry.mode, type: entry.type }]),
  );
}

/** Blobs never change: their texts are kept by sha, a few hundred at most. */
const texts = new Map<string, string>();

export async function blobText(github: GitHub, root: string, sha: string): Promise<string> {
  const known = texts.get(sha);
  if (known !== undefined) return known;
  const { content } = await github.json<{ content: string }>(`${root}/git/blobs/${sha}`);
  const bytes = Uint8Array.from(atob(content.replace(/\s+/g, '')), (character) => character.charCodeAt(0));
  const text = new TextDecoder().decode(bytes);
  if (texts.size > 500) texts.clear();
  texts.set(sha, text);
  return text;
}

/**
 * The list of who edits, as the files of a commit hold it, checked as `npm run validate` checks it
 * (the companies aside, which the build checks): undefined when it is missing or does not validate.
 */
export async function editorsIn(
  github: GitHub,
  root: string,
  files: ReadonlyMap<string, TreeFile>,
): Promise<Editor[] | undefined> {
  const file = files.get(editorsFile);
  if (!file) return undefined;
  const read = parseText(editorsFile, await blobText(github, root, file.sha));
  const checked = read.ok ? checkEditors(read, undefined) : undefined;
  return checked?.ok ? checked.editors : undefined;
}
