import { useEffect, useRef, useState } from 'react';
import type { Image } from '../../../schema/fields/image.ts';
import styles from './Picture.module.css';
import { PhotoFallback } from './PhotoFallback.tsx';
import type { ImageRendering } from './rendering.ts';

/** What a photo draws: its files, its description and crop, where it sits, and whether it comes first. */
export type PhotoProps = {
  alt: Image['alt'];
  focus: NonNullable<Image['focus']>;
  rendering: ImageRendering;
  sizes: string;
  className: string;
  /** In the first section of its page: loaded at once, first, rather than when it comes near. */
  first: boolean;
};

/** A photo that gives way to its fallback when its file cannot be shown. */
export function Photo({ alt, focus, rendering, sizes, className, first }: PhotoProps) {
  const photo = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // A photo that failed before React hydrated never fires onError for it: check once by hand.
    const img = photo.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed)
    return <PhotoFallback alt={alt} width={rendering.width} height={rendering.height} className={className} />;
  return (
    <picture className={styles.picture}>
      {rendering.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        ref={photo}
        className={`${styles.photo} ${styles[`focus-${focus}`]} ${className}`}
        src={rendering.src}
        alt={alt}
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
