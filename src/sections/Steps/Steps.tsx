import type { SectionOf } from '../../../schema/sections/index.ts';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame.tsx';
import styles from './Steps.module.css';

export function Steps({ title, subtitle, steps }: SectionOf<'steps'>) {
  return (
    <SectionFrame title={title} subtitle={subtitle}>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={index} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {step.number}
            </span>
            <h3 className={styles.title}>
              <span className="visually-hidden">{step.number}. </span>
              {step.title}
            </h3>
            <p className={styles.description}>{step.description}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
