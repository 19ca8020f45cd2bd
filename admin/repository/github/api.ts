/** A file of a tree Decap's API writes: `sha: null` deletes the path. */
export interface TreeEntry {
  path: string;
  mode: '100644';
  type: 'blob';
  sha: string | null;
}

/**
 * The parts of the API object of Decap's GitHub backend (decap-cms-backend-github's API.ts, made at
 * sign-in) that the checked writes use: the same requests Decap makes, with the commit's parent
 * fixed to the version that was checked instead of the branch's head at write time; and its
 * requests, for the history and the checks a change is followed by.
 */
export interface GitHubApi {
  branch: string;
  originRepoURL: string;
  getDefaultBranch(): Promise<{ commit: { sha: string } }>;
  /** A file's text at a ref (`branch`), or by its blob's `sha` when known; its bytes with `parseText: false`. */
  readFile(path: string, sha: string | null, options: { branch: string; parseText?: true }): Promise<string>;
  readFile(path: string, sha: string | null, options: { branch: string; parseText: false }): Promise<Blob>;
  request(
    path: string,
    options?: { params?: Record<string, string | number>; method?: 'GET' | 'POST' },
    parser?: (response: Response) => Promise<unknown>,
  ): Promise<unknown>;
  /** Sends the item's text (`raw`) or its bytes (an asset's `toBase64`); answers the item with its blob's sha. */
  uploadBlob<Item extends object>(item: Item): Promise<Item & { sha: string }>;
  createTree(baseSha: string, tree: TreeEntry[]): Promise<{ sha: string }>;
  createCommit(message: string, treeSha: string, parents: string[]): Promise<{ sha: string }>;
  patchRef(type: 'heads', name: string, sha: string, options?: { force?: boolean }): Promise<unknown>;
}
