import type { DeletedFile, FileVersion, History, Listed } from '../repository.ts';

/** A version as the local backend answers it (scripts/cms/local-history.ts): the date as text. */
type Answered = Omit<FileVersion, 'at'> & { at: string };

const versionOf = ({ at, ...version }: Answered): FileVersion => ({ ...version, at: new Date(at) });

/** Bytes the local backend sent as base64. */
function decoded(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * The history of `npm run cms`: the checkout's commits, which the local backend reads with git
 * (each publish of the CMS is one, scripts/cms/local-commits.ts).
 */
export function localHistory(request: (action: string, params: Record<string, unknown>) => Promise<unknown>): History {
  const ask = <Answer>(action: string, params: Record<string, unknown>) => request(action, params) as Promise<Answer>;
  return {
    versions: async (path, page) => {
      const { items, more } = await ask<Listed<Answered>>('fileVersions', { path, page });
      return { items: items.map(versionOf), more };
    },
    textIn: async (path, id) => (await ask<{ text: string | null }>('fileAt', { path, commit: id })).text ?? undefined,
    bytesIn: async (path, id) => {
      const { content } = await ask<{ content: string | null }>('photoAt', { path, commit: id });
      return content === null ? undefined : decoded(content);
    },
    deleted: async (kind, page) => {
      const { items, more } = await ask<Listed<Omit<DeletedFile, 'version'> & { version: Answered }>>('deletedFiles', {
        kind,
        page,
      });
      return { items: items.map((item) => ({ ...item, version: versionOf(item.version) })), more };
    },
  };
}
