import { useEffect, useRef, useState } from 'react';
import type { SectionOf } from '../../../schema/sections';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Icon } from '../../components/Icon/Icon';
import { IconItem } from '../../components/IconItem/IconItem';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import styles from './Showcase.module.css';

export function Showcase({ title, text, facts, image }: SectionOf<'showcase'>) {
  const photo = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // A photo that failed before React hydrated never fires onError for it: check once by hand.
    const img = photo.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <SectionFrame className={styles.layout}>
      <div>
        <SectionHeading title={title} subtitle={text} align="start" />
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <IconItem key={fact.title} {...fact} layout="inline" />
          ))}
        </ul>
      </div>
      <figure className={styles.figure}>
        {failed ? (
          // Drawn only in the browser, after the photo failed; it keeps the photo's box.
          <div
            className={styles.fallback}
            role="img"
            aria-label={image.alt}
            style={{ aspectRatio: `${image.width} / ${image.height}` }}
          >
            <Icon name="image-off" size={32} />
            <span aria-hidden="true">{image.alt}</span>
          </div>
        ) : (
          <img
            ref={photo}
            className={styles.photo}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
          />
        )}
      </figure>
    </SectionFrame>
  );
}
