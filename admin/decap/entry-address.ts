import { openDraft } from './open-draft.ts';

/** An entry's address in the CMS: `#/collections/paginas/entries/consultorio`. */
const entryAddress = /^#\/collections\/([^/?]+)\/entries\/([^?]+)/;

/** The collection and entry an address names, or none. */
export function entryAt(hash: string): { collection: string; slug: string } | undefined {
  const match = entryAddress.exec(hash);
  return match ? { collection: decodeURIComponent(match[1]!), slug: decodeURIComponent(match[2]!) } : undefined;
}

/**
 * An entry opened by typing its address (or following a bookmark) in a tab where another entry is
 * open: Decap keeps its editor drawn from one entry's address to another's, so the form went on
 * showing the first entry (or nothing) under the second one's address. The editor is made to open
 * the entry asked for, through the entries' list, as when it is chosen there. Decap asks first, as
 * on any way out, when the form has unsaved changes; and a page renamed by its own save (Decap moves
 * to its new address with its draft) is left as it is.
 */
export function openEntriesByAddress(): void {
  window.addEventListener('hashchange', (event) => {
    const from = entryAt(new URL(event.oldURL).hash);
    const to = entryAt(new URL(event.newURL).hash);
    if (!from || !to || (from.collection === to.collection && from.slug === to.slug)) return;
    const draft = openDraft();
    if (draft?.collection === to.collection && draft.slug === to.slug) return;
    const asked = location.hash;
    location.replace(`#/collections/${encodeURIComponent(to.collection)}`);
    // The list drawn (the editor of the first entry gone), the entry asked for opens anew.
    requestAnimationFrame(() => requestAnimationFrame(() => location.replace(asked)));
  });
}
