import type { SectionOf } from '../../../schema/sections/index.ts';
import { ButtonRow } from '../../components/ButtonRow/ButtonRow.tsx';
import styles from './Cta.module.css';

export function Cta({ title, text, buttons }: SectionOf<'cta'>) {
  return (
    <section className={styles.section}>
      <div className={`container ${styles.band}`}>
        <h2 className={styles.title}>{title}</h2>
        {text && <p className={styles.text}>{text}</p>}
        <ButtonRow buttons={buttons} />
      </div>
    </section>
  );
}
