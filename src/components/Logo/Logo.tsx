import styles from './Logo.module.css';

/** The group's mark beside its name (the name comes from site.yaml). */
export function Logo({ name }: { name: string }) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="11" fill="var(--brand-700)" />
        <path d="M13 11h14M13 29h14M20 11v18" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="30.5" cy="9.5" r="3.5" fill="#fbbf24" />
      </svg>
      <span className={styles.name}>{name}</span>
    </span>
  );
}
