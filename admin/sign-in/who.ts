import { editorApiBase } from '../../schema/cms.ts';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';

/** The name the function's refusals carry (Decap's errors name the API that answered): failure-words.ts reads it. */
export const siteFunctionApi = 'site-function';

/** The person the site's function answers for, as GitHub's `GET /user` shapes her. */
export interface Who {
  name: string;
  email: string;
}

/**
 * What asking the site's function who is signed in came to: the person on the list, or why the
 * editor cannot open for her, in the catalogue's words (and whether signing in again with another
 * e-mail could help).
 */
export type SignInOutcome =
  | {
      ok: true;
      who: Who;
      /** The whole answer, GitHub's user as Decap's backend reads it. */ user: Record<string, unknown>;
    }
  | { ok: false; words: Words; anotherEmail?: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The function's answer to `GET /user`, decided: 200 is the person on the list; 403 is a person
 * Access let in whom the list does not name (the function says her e-mail beside its words); 401, an
 * entry Access no longer vouches for. Its other refusals (the site not yet set up, GitHub out of
 * reach) come in the catalogue's own words, written by the function for whoever publishes the site:
 * shown as they are. Anything else is told with its status, never as a raw answer.
 */
export function signInOutcome(status: number, body: unknown): SignInOutcome {
  const answer = isRecord(body) ? body : {};
  const email = text(answer.email);
  if (status === 200 && email) return { ok: true, who: { name: text(answer.name) ?? email, email }, user: answer };
  if (status === 403)
    return { ok: false, words: say('cms-signin-not-listed', email ? { email } : {}), anotherEmail: true };
  if (status === 401) return { ok: false, words: say('online-signed-out'), anotherEmail: true };
  const [message, hint] = [text(answer.message), text(answer.hint)];
  if (status >= 500 && message && hint) return { ok: false, words: { message, hint } };
  return { ok: false, words: say('cms-signin-failed', { detail: `GET ${editorApiBase}/user: ${status}` }) };
}

/** Asks the site's function who is signed in (Cloudflare Access signs the request; the browser holds no token). */
export async function whoIsSignedIn(): Promise<SignInOutcome> {
  try {
    const response = await fetch(`${editorApiBase}/user`, { headers: { Accept: 'application/json' } });
    const body: unknown = await response.json().catch(() => undefined);
    return signInOutcome(response.status, body);
  } catch (error) {
    return { ok: false, words: say('cms-signin-failed', { detail: String(error) }) };
  }
}
