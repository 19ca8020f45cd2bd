import { useMemo, useSyncExternalStore } from 'react';
import { store } from '../decap/door/internals.ts';

const subscribe = (listener: () => void) => store.subscribe(listener);
const loadedPhotos = () => store.getState().medias;

/**
 * Decap's photo lookup (`getAsset`), new each time Decap's loaded photos change. Looked up while
 * the photo is still loading it gives an empty placeholder, and a control draws again only for a new
 * value or a new lookup: with this one, it draws the photo once it is there.
 */
export function useLoadedLookup<Lookup extends (path: string, field: never) => unknown>(getAsset: Lookup): Lookup {
  const photos = useSyncExternalStore(subscribe, loadedPhotos);
  // `photos` is the reason for a new function: the same lookup now finds the loaded photo.
  return useMemo(() => {
    void photos;
    return ((path, field) => getAsset(path, field)) as Lookup;
  }, [getAsset, photos]);
}
