import styles from './SectionHeading.module.css';

interface SectionHeadingProps {
  title: string;
  subtitle?: string | undefined;
  /** `start` aligns left, beside other content (the showcase); sections default to centred. */
  align?: 'center' | 'start';
}

export function SectionHeading({ title, subtitle, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={styles.heading} data-align={align}>
      <h2 className={styles.title}>{title}</h2>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </div>
  );
}
