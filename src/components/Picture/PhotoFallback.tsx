import { Icon } from '../Icon/Icon.tsx';
import styles from './Picture.module.css';

interface PhotoFallbackProps {
  alt: string;
  /** The photo's size, when known: the fallback keeps its shape. */
  width: number | undefined;
  height: number | undefined;
  className: string;
}

/**
 * What stands in a photo's place when it cannot be shown: a box of the photo's shape with its
 * description. Drawn in the browser after the photo failed, or in a CMS preview that has no file for it yet.
 */
export function PhotoFallback({ alt, width, height, className }: PhotoFallbackProps) {
  return (
    <div
      className={`${styles.fallback} ${className}`}
      role="img"
      aria-label={alt}
      style={width && height ? { aspectRatio: `${width} / ${height}` } : undefined}
    >
      <Icon name="image-off" size={32} />
      <span aria-hidden="true">{alt}</span>
    </div>
  );
}
