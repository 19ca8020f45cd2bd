import type { SectionOf } from '../../../schema/sections';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { icons } from '../../icons';
import styles from './Reasons.module.css';

export function Reasons({ title, subtitle, reasons }: SectionOf<'reasons'>) {
  return (
    <section className={styles.section}>
      <div className="container">
        <SectionHeading title={title} subtitle={subtitle} />
        <ul className={styles.reasons}>
          {reasons.map((reason) => {
            const Icon = icons[reason.icon];
            return (
              <li key={reason.title} className={styles.reason}>
                <span className={styles.icon}>
                  <Icon aria-hidden="true" size={30} strokeWidth={1.75} />
                </span>
                <h3 className={styles.title}>{reason.title}</h3>
                <p className={styles.description}>{reason.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
