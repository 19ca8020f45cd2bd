import styles from './ErrorScreen.module.css';

interface ErrorScreenProps {
  /** From site.yaml; absent only if the content itself could not be loaded. */
  title: string | undefined;
  status: string | undefined;
  message: string | undefined;
}

/** The routing-error screen (docs/produto.md §7): its heading, the error's status and its message. */
export function ErrorScreen({ title, status, message }: ErrorScreenProps) {
  return (
    <main className={styles.screen}>
      {title && <h1 className={styles.title}>{title}</h1>}
      {status && <h2 className={styles.status}>{status}</h2>}
      {message && <pre className={styles.message}>{message}</pre>}
    </main>
  );
}
