import { useContext, useEffect, useRef, useState } from 'react';
import type { Image } from '../../../schema/fields/image.ts';
import { Icon } from '../Icon/Icon.tsx';
import styles from './Picture.module.css';
import { AboveTheFoldContext, ImageRenderingContext, type ImageRendering } from './rendering.ts';

interface PictureProps {
  image: Image;
  /** How wide the photo is drawn at each screen width (the `sizes` attribute): the section's layout knows. */
  sizes: string;
  /** The section's sizing of the photo and of its fallback. */
  className?: string;
}

/** Another site's photo: its address as it is, at the size the content states. */
const elsewhere = (image: Image): ImageRendering | undefined =>
  image.src.startsWith('https://')
    ? { src: image.src, width: image.width, height: image.height, sources: [] }
    : undefined;

/**
 * A photo as the site draws it: AVIF or WebP at the width the screen needs (a JPEG where neither is
 * known), in a box of its own shape before it arrives, loaded when it comes near unless it is in the
 * first section (then at once, first). If it cannot be shown, a box with its description stands in.
 */
export function Picture({ image, sizes, className = '' }: PictureProps) {
  const rendering = useContext(ImageRenderingContext)(image.src) ?? elsewhere(image);
  const first = useContext(AboveTheFoldContext);
  const photo = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // A photo that failed before React hydrated never fires onError for it: check once by hand.
    const img = photo.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed || !rendering) {
    const { width, height } = rendering ?? image;
    return (
      // Drawn in the browser after the photo failed (or in a preview that has no file for it yet), in the photo's box.
      <div
        className={`${styles.fallback} ${className}`}
        role="img"
        aria-label={image.alt}
        style={width && height ? { aspectRatio: `${width} / ${height}` } : undefined}
      >
        <Icon name="image-off" size={32} />
        <span aria-hidden="true">{image.alt}</span>
      </div>
    );
  }
  return (
    <picture className={styles.picture}>
      {rendering.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        ref={photo}
        className={`${styles.photo} ${styles[`focus-${image.focus ?? 'center'}`]} ${className}`}
        src={rendering.src}
        alt={image.alt}
        width={rendering.width}
        height={rendering.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding={first ? undefined : 'async'}
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
