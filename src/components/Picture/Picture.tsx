import { useContext } from 'react';
import type { Image } from '../../../schema/fields/image.ts';
import PhotoIsland from './Photo.island.tsx';
import { PhotoFallback } from './PhotoFallback.tsx';
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
  if (!rendering)
    return <PhotoFallback alt={image.alt} width={image.width} height={image.height} className={className} />;
  return (
    <PhotoIsland
      alt={image.alt}
      focus={image.focus ?? 'center'}
      rendering={rendering}
      sizes={sizes}
      className={className}
      first={first}
    />
  );
}
