import { useEffect, useId, useState, type ReactNode } from 'react';
import type { ImageFocus, ImageFrame } from '../../schema/fields/image.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import pictureStyles from '../../src/components/Picture/Picture.module.css';
import { cropOf, cropsVisibly, type Crop, type Shape } from '../photos/crop.ts';
import { useLoadedLookup } from '../photos/loaded.ts';
import { nothingYet, usePhotoUrls } from '../preview/photo-urls.ts';
import styles from './PhotoCrop.module.css';

type GetAsset = Parameters<typeof usePhotoUrls>[0];

interface PhotoCropProps {
  src: string | undefined;
  getAsset: GetAsset;
  frame: ImageFrame;
  focus: ImageFocus | undefined;
  /** The focus choice: beside the crop, or alone when the photo fits its box. */
  children: ReactNode;
}

/** The drawings are half the box's real width: both fit in the form's column, in proportion to each other. */
const drawnScale = 0.5;

/** The address of the field's photo, once Decap has it (a fresh upload at once, a published one once loaded). */
function usePhotoUrl(src: string | undefined, getAsset: GetAsset): string | undefined {
  const urlOf = usePhotoUrls(useLoadedLookup(getAsset));
  const url = src ? urlOf(src) : undefined;
  return url === nothingYet ? undefined : url;
}

/** The photo's shape as the browser shows it: a phone's "rotate when shown" applied. */
function usePhotoShape(url: string | undefined): Shape | undefined {
  const [measured, setMeasured] = useState<{ url: string; shape: Shape }>();
  useEffect(() => {
    if (!url) return;
    const photo = new Image();
    photo.onload = () => setMeasured({ url, shape: { width: photo.naturalWidth, height: photo.naturalHeight } });
    photo.src = url;
    return () => {
      photo.onload = null;
    };
  }, [url]);
  return measured?.url === url ? measured?.shape : undefined;
}

const percent = (fraction: number) => `${fraction * 100}%`;

function Drawing(props: { url: string; shape: Shape; crop: Crop; width: number; focus: ImageFocus; label: string }) {
  const { url, shape, crop, width, focus, label } = props;
  return (
    <figure className={styles.drawing}>
      <div
        className={styles.whole}
        style={{ width: (width * drawnScale) / crop.width, aspectRatio: `${shape.width} / ${shape.height}` }}
      >
        <img src={url} alt="" />
        <div
          className={styles.frame}
          style={{
            left: percent(crop.left),
            top: percent(crop.top),
            width: percent(crop.width),
            height: percent(crop.height),
          }}
        >
          <img src={url} alt="" className={pictureStyles[`focus-${focus}`]} data-testid="photo-crop-frame" />
        </div>
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/**
 * How the site crops the field's photo, when its shape is not its box's: the photo darkened, and the
 * box drawn on it as the site draws it (object-fit: cover, with the site's own class for the focus),
 * at a phone's and a computer's width, with the focus choice beside them, so a choice shows at once.
 * A photo that fits its box shows the focus choice alone, as the form has it.
 */
export function PhotoCrop({ src, getAsset, frame, focus = 'center', children }: PhotoCropProps) {
  const url = usePhotoUrl(src, getAsset);
  const shape = usePhotoShape(url);
  const titleId = useId();
  if (!url || !shape || !cropsVisibly(shape, frame.shape)) return children;
  const crop = cropOf(shape, frame.shape, focus);
  const title = say('cms-photo-crop');
  const sizes = [
    { width: frame.shownWidth.phone, label: say('cms-photo-crop-phone').message },
    { width: frame.shownWidth.computer, label: say('cms-photo-crop-computer').message },
  ];
  return (
    <section className={styles.crop} aria-labelledby={titleId} data-testid="photo-crop">
      <h3 id={titleId}>{title.message}</h3>
      <p>{title.hint}</p>
      <div className={styles.sides}>
        <div className={styles.drawings}>
          {sizes.map(({ width, label }) => (
            <Drawing key={label} url={url} shape={shape} crop={crop} width={width} focus={focus} label={label} />
          ))}
        </div>
        <div className={styles.focus}>{children}</div>
      </div>
    </section>
  );
}
