import type { SectionOf } from '../../../schema/sections/index.ts';
import { IconItem } from '../../components/IconItem/IconItem.tsx';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame.tsx';
import styles from './Reasons.module.css';

export function Reasons({ title, subtitle, reasons }: SectionOf<'reasons'>) {
  return (
    <SectionFrame title={title} subtitle={subtitle}>
      <ul className={styles.reasons}>
        {reasons.map((reason, index) => (
          <IconItem key={index} {...reason} layout="stacked" />
        ))}
      </ul>
    </SectionFrame>
  );
}
