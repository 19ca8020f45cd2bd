import type { SectionOf } from '../../../schema/sections/index.ts';
import { ButtonRow } from '../../components/ButtonRow/ButtonRow.tsx';
import styles from './Hero.module.css';

export function Hero({ eyebrow, title, subtitle, text, buttons, highlights }: SectionOf<'hero'>) {
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {text && <p className={styles.text}>{text}</p>}
        <ButtonRow buttons={buttons} />
        {highlights.length > 0 && (
          <dl className={styles.highlights}>
            {highlights.map((highlight, index) => (
              <div key={index} className={styles.highlight}>
                <dt className={styles.label}>{highlight.label}</dt>
                <dd className={styles.value}>{highlight.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
