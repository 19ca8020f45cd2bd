import type { CmsWidgetControlProps } from 'decap-cms-core';
import imageWidget from 'decap-cms-widget-image';
import { createElement, type ComponentType } from 'react';
import { useLoadedLookup } from '../photos/loaded.ts';

type GetAsset = (path: string, field: unknown) => unknown;
type ImageControlProps = CmsWidgetControlProps<string | undefined> & { getAsset: GetAsset };

const DecapImageControl = imageWidget.controlComponent as unknown as ComponentType<ImageControlProps>;

/**
 * Decap's image field, showing the photo it holds. Decap draws the field's thumbnail once, while the
 * photo is still loading (an empty placeholder), and its file control draws again only for a new
 * value or a new `getAsset`: the current photo showed as an empty checkered box until something else
 * in the entry changed. This hands the control a new `getAsset` each time Decap's loaded photos
 * change, so the thumbnail is drawn again once the photo is there.
 */
export function ImageControl(props: ImageControlProps) {
  return createElement(DecapImageControl, { ...props, getAsset: useLoadedLookup(props.getAsset) });
}
