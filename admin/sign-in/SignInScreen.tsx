import { useEffect, useRef, useState } from 'react';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import styles from './SignInScreen.module.css';
import type { SignInOutcome } from './who.ts';

/** Where Cloudflare Access ends its session on the site's own address, for signing in with another e-mail. */
export const accessSignOut = '/cdn-cgi/access/logout';

/** What Decap gives the screen it shows while no one is signed in (its `authComponent`), as far as this one reads it. */
export interface SignInScreenProps {
  onLogin: (credentials: { token: string }) => void;
  /** Decap's words for a sign-in that failed after `onLogin` (its `auth.error`). */
  error?: string;
  /** The function's answer to who is signed in, asked once for the screen and the backend. */
  who: () => Promise<SignInOutcome>;
}

/**
 * Decap's sign-in screen when people sign in by e-mail: there is nothing to ask her, Cloudflare
 * Access already did (the code sent to her e-mail). It asks the site's function who she is and goes
 * straight into the editor; for a person Access let in whom the list does not name, or an entry Access
 * no longer vouches for, it stays, saying so in Portuguese, with a way to sign in with another e-mail.
 */
export function SignInScreen({ onLogin, error, who }: SignInScreenProps) {
  const [refused, setRefused] = useState<{ words: Words; anotherEmail?: boolean }>();
  // Decap hands a new `onLogin` at every drawing: the sign-in itself happens once.
  const login = useRef(onLogin);
  useEffect(() => {
    login.current = onLogin;
  });
  useEffect(() => {
    let shown = true;
    void who().then((outcome) => {
      if (!shown) return;
      // No credential: the function holds GitHub's, and Access signs each request (email-backend.tsx).
      if (outcome.ok) login.current({ token: '' });
      else setRefused(outcome);
    });
    return () => {
      shown = false;
    };
  }, [who]);
  const failed = refused ?? (error ? { words: say('cms-signin-failed', { detail: error }) } : undefined);
  if (!failed) {
    return (
      <main className={`not-connected ${styles.screen}`} aria-busy="true">
        <p role="status">{say('cms-signin-checking').message}</p>
      </main>
    );
  }
  return (
    <main className={`not-connected ${styles.screen}`} data-testid="cms-sign-in-refused">
      <h1>{failed.words.message}</h1>
      <p>{failed.words.hint}</p>
      {failed.anotherEmail && (
        <p>
          <a className={styles.another} href={accessSignOut}>
            {say('cms-signin-another-email').message}
          </a>
        </p>
      )}
    </main>
  );
}
