import type { SectionOf } from '../../../schema/sections';
import { IconItem } from '../../components/IconItem/IconItem';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import styles from './Reasons.module.css';

export function Reasons({ title, subtitle, reasons }: SectionOf<'reasons'>) {
  return (
    <SectionFrame title={title} subtitle={subtitle}>
      <ul className={styles.reasons}>
        {reasons.map((reason) => (
          <IconItem key={reason.title} {...reason} layout="stacked" />
        ))}
      </ul>
    </SectionFrame>
  );
}
