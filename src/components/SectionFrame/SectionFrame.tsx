import type { ReactNode } from 'react';
import { SectionHeading } from '../SectionHeading/SectionHeading.tsx';
import styles from './SectionFrame.module.css';

interface SectionFrameProps {
  /** Without a title the section draws its own heading (e.g. beside a photo). */
  title?: string;
  subtitle?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** The band every content section sits in: vertical rhythm, alternating background, centred heading. */
export function SectionFrame({ title, subtitle, className = '', children }: SectionFrameProps) {
  return (
    <section className={styles.frame}>
      <div className={`container ${className}`}>
        {title && <SectionHeading title={title} subtitle={subtitle} />}
        {children}
      </div>
    </section>
  );
}
