import type { SectionOf } from '../../../schema/sections';
import { ActionButton } from '../../components/ActionButton/ActionButton';
import styles from './Cta.module.css';

export function Cta({ title, text, buttons }: SectionOf<'cta'>) {
  return (
    <section className={styles.section}>
      <div className={`container ${styles.band}`}>
        <h2 className={styles.title}>{title}</h2>
        {text && <p className={styles.text}>{text}</p>}
        <div className={styles.actions}>
          {buttons.map((button) => (
            <ActionButton key={button.label} button={button} />
          ))}
        </div>
      </div>
    </section>
  );
}
