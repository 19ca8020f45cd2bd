import type { CmsWidgetControlProps } from 'decap-cms-core';
import { store } from '../decap/internals.ts';
import imageWidget from 'decap-cms-widget-image';
import { createElement, useMemo, useSyncExternalStore, type ComponentType } from 'react';

type GetAsset = (path: string, field: unknown) => unknown;
type ImageControlProps = CmsWidgetControlProps<string | undefined> & { getAsset: GetAsset };

const DecapImageControl = imageWidget.controlComponent as unknown as ComponentType<ImageControlProps>;

const subscribe = (listener: () => void) => store.subscribe(listener);
const loadedPhotos = () => store.getState().medias;

/**
 * Decap's image field, showing the photo it holds. Decap draws the field's thumbnail once, while the
 * photo is still loading (an empty placeholder), and its file control draws again only for a new
 * value or a new `getAsset`: the current photo showed as an empty checkered box until something else
 * in the entry changed. This hands the control a new `getAsset` each time Decap's loaded photos
 * change, so the thumbnail is drawn again once the photo is there.
 */
export function ImageControl(props: ImageControlProps) {
  const photos = useSyncExternalStore(subscribe, loadedPhotos);
  const { getAsset } = props;
  // `photos` is the reason for a new function: the same lookup now finds the loaded photo.
  const redrawnGetAsset = useMemo(() => {
    void photos;
    return (path: string, field: unknown) => getAsset(path, field);
  }, [getAsset, photos]);
  return createElement(DecapImageControl, { ...props, getAsset: redrawnGetAsset });
}
