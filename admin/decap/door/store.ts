import { guardedBackendNames } from '../../cms-config.ts';
import { store } from './internals.ts';
import { plainData } from './plain-data.ts';

/* What the admin reads of Decap's state (internals.ts is the door to it). */

/** Whether the CMS saves into this machine's files (`npm run cms`) rather than to the repository online. */
export function savesLocally(): boolean {
  const config = store.getState().config as { backend?: { name?: unknown } } | undefined;
  return config?.backend?.name === guardedBackendNames.local;
}

/** The entry being edited, if any: its data's path in the repository (none for a new one). */
export function openEntryPath(): string | undefined {
  const path = store.getState().entryDraft.getIn(['entry', 'path']);
  return typeof path === 'string' && path !== '' ? path : undefined;
}

/** A media file as Decap keeps it in its state. */
export interface DecapMediaFile {
  name: string;
  path: string;
}

const asFiles = (value: unknown): DecapMediaFile[] => {
  const plain = plainData(value);
  return Array.isArray(plain) ? (plain as DecapMediaFile[]) : [];
};

/** The photos Decap knows: the media library's, and those uploaded into the draft but not yet saved. */
export function knownMediaFiles(): DecapMediaFile[] {
  const { mediaLibrary, entryDraft } = store.getState();
  return [...asFiles(mediaLibrary.get('files')), ...asFiles(entryDraft.getIn(['entry', 'mediaFiles']))];
}
