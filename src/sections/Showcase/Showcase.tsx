import type { SectionOf } from '../../../schema/sections/index.ts';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.tsx';
import { IconItem } from '../../components/IconItem/IconItem.tsx';
import { Picture } from '../../components/Picture/Picture.tsx';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame.tsx';
import styles from './Showcase.module.css';

/**
 * The photo's width at each screen width, as the layout below draws it: beside the facts from 56rem
 * (half of the 72rem container, less its padding and the gap), the container's width under it.
 */
const photoSizes = '(min-width: 56rem) min(33rem, calc(50vw - 3rem)), calc(100vw - 3rem)';

export function Showcase({ title, text, facts, image }: SectionOf<'showcase'>) {
  return (
    <SectionFrame className={styles.layout}>
      <div>
        <SectionHeading title={title} subtitle={text} align="start" />
        <ul className={styles.facts}>
          {facts.map((fact, index) => (
            <IconItem key={index} {...fact} layout="inline" />
          ))}
        </ul>
      </div>
      <figure className={styles.figure}>
        <Picture image={image} sizes={photoSizes} className={styles.photo} />
      </figure>
    </SectionFrame>
  );
}
