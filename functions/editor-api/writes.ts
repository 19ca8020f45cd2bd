/**
 * The bodies of the writes, as the function passes them on: only the fields the admin sends, of the
 * types GitHub takes, rebuilt rather than copied (so nothing else rides along), and the commit's
 * people set by the function, never by the browser. Undefined: a body the admin never sends.
 */
import type { Person } from './people.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

export function blobBody(body: unknown): Json | undefined {
  if (!isObject(body) || !isText(body.content)) return undefined;
  const encoding = body.encoding ?? 'utf-8';
  if (encoding !== 'utf-8' && encoding !== 'base64') return undefined;
  return { content: body.content, encoding };
}

/** A tree of plain files only: no links, no executables, no other repositories, no folders set by hand. */
export function treeBody(body: unknown): Json | undefined {
  if (!isObject(body) || !Array.isArray(body.tree)) return undefined;
  if (body.base_tree !== undefined && !isText(body.base_tree)) return undefined;
  const tree = body.tree.map((item: unknown) => {
    if (!isObject(item) || !isText(item.path) || item.mode !== '100644' || item.type !== 'blob') return undefined;
    if (isText(item.content) && item.sha === undefined)
      return { path: item.path, mode: '100644', type: 'blob', content: item.content };
    if (isText(item.sha) || item.sha === null) return { path: item.path, mode: '100644', type: 'blob', sha: item.sha };
    return undefined;
  });
  if (tree.some((item) => item === undefined)) return undefined;
  return { ...(body.base_tree === undefined ? {} : { base_tree: body.base_tree }), tree };
}

export function commitBody(body: unknown, author: Person, committer: Person): Json | undefined {
  if (!isObject(body) || !isText(body.message) || !isText(body.tree)) return undefined;
  if (!Array.isArray(body.parents) || !body.parents.every(isText)) return undefined;
  const date = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  return {
    message: body.message,
    tree: body.tree,
    parents: body.parents,
    author: { ...author, date },
    committer: { ...committer, date },
  };
}

/** A commit's name: the function puts it in an address of its own (move.ts). */
const commitSha = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/** A branch moved forward to a commit: never forced. */
export function moveBody(body: unknown): { sha: string } | undefined {
  if (!isObject(body) || !isText(body.sha) || !commitSha.test(body.sha)) return undefined;
  if (body.force !== undefined && body.force !== false) return undefined;
  return { sha: body.sha };
}
