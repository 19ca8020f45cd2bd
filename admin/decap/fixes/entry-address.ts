import { history, loadEntry, retrieveLocalBackup, store } from '../door/internals.ts';
import { openDraft } from './open-draft.ts';

/** An entry's path in Decap's router: `/collections/paginas/entries/consultorio`. */
const entryPath = /^\/collections\/([^/?]+)\/entries\/([^?]+)/;

/** The collection and entry a path of the router names, or none. */
export function entryAt(pathname: string): { collection: string; slug: string } | undefined {
  const match = entryPath.exec(pathname);
  return match ? { collection: decodeURIComponent(match[1]!), slug: decodeURIComponent(match[2]!) } : undefined;
}

/**
 * An entry opened by its address while the editor is drawn for another (typed in the address bar, a
 * bookmark, a screen of the admin's that opens an entry at a field): Decap loads an entry only as
 * its editor mounts, so the form went on showing the first entry under the second one's address.
 * Once Decap has let the move happen (with a change unsaved, it asks first), the entry asked for is
 * loaded into the editor where it stands, as Decap does on mounting, with the draft it may have left
 * in the browser; the address stays, so a screen waiting for the entry's form (mark-field.ts,
 * `onceDrawn`) finds it. A page renamed by its own save (Decap moves to its new address with its
 * draft) is left as it is.
 */
export function openEntriesByAddress(): void {
  let last = history.location.pathname;
  history.listen(({ pathname }) => {
    const [from, to] = [entryAt(last), entryAt(pathname)];
    last = pathname;
    if (!from || !to || (from.collection === to.collection && from.slug === to.slug)) return;
    const draft = openDraft();
    if (draft?.collection === to.collection && draft.slug === to.slug) return;
    const collection = store.getState().collections.get(to.collection);
    if (!collection) return;
    store.dispatch(retrieveLocalBackup(collection, to.slug));
    store.dispatch(loadEntry(collection, to.slug));
  });
}
