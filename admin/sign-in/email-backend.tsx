import type { ComponentType } from 'react';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { APIError } from '../decap/door/internals.ts';
import type { BackendClass } from '../session/guarded-backend.ts';
import type { SaveSession } from '../session/save-session.ts';
import { signedInFrom } from './person.ts';
import { accessSignOut, SignInScreen, type SignInScreenProps } from './SignInScreen.tsx';
import { siteFunctionApi, whoIsSignedIn, type SignInOutcome } from './who.ts';

/** Decap's signed-in user, as its GitHub backend hands it to the core (which keeps it in the browser). */
interface DecapUser {
  name: string;
  login: string;
  email?: string;
  token: string;
}

/** The GitHub API object's one way to turn a failed request into an error (decap-cms-backend-github's API). */
interface RequestErrors {
  handleRequestError(error: { message?: string }, status: number): never;
}

/** What of Decap's GitHub backend the sign-in by e-mail replaces or calls (reliances.ts checks each). */
interface GitHubImplementation {
  api: RequestErrors | null;
  authenticate(state: { token: string }): Promise<DecapUser>;
  currentUser(args: { token: string }): Promise<Record<string, unknown>>;
  logout(): unknown;
}

/** Thrown when the function does not sign her in: the screen says why (SignInScreen.tsx). */
class NotSignedIn extends Error {
  override name = '';
}

/**
 * Decap's GitHub backend for a person who signs in by e-mail: Cloudflare Access asked for the code
 * and signs each request, the site's function (at `api_root`) holds GitHub's credential and answers
 * GitHub's API for her. So there is nothing to log in to and no token in the browser: its sign-in
 * screen asks the function who she is and goes straight in (`onLogin` with an empty credential,
 * which the API then never sends: Decap adds `Authorization` only for a token); `currentUser` is
 * that answer, not a request of its own with a token. Once in, the list of who edits and the
 * companies are read through the repository, as the content is, and the session knows her (the
 * greeting, the entries she may only read, the guard). The function's refusals name it as the API
 * that answered, so that they are told in its words (failure-words.ts). Leaving ends Access's session.
 */
export function emailSignIn(Base: BackendClass, session: SaveSession): BackendClass {
  const GitHub = Base as unknown as new (...args: never[]) => GitHubImplementation;
  class EmailBackend extends GitHub {
    private asked: Promise<SignInOutcome> | undefined;
    private screen: ComponentType<Omit<SignInScreenProps, 'who'>> | undefined;

    /** Who the function says is signed in, asked once for the screen and the sign-in that follows it. */
    private readonly who = () => (this.asked ??= whoIsSignedIn());

    /** One component for the backend: Decap asks for it at each drawing, and a new one would start again. */
    authComponent() {
      this.screen ??= (props) => <SignInScreen {...props} who={this.who} />;
      return this.screen;
    }

    override async currentUser() {
      const outcome = await this.who();
      if (!outcome.ok) throw new NotSignedIn(outcome.words.message);
      return outcome.user;
    }

    override async authenticate(state: { token: string }): Promise<DecapUser> {
      const outcome = await this.who();
      if (!outcome.ok) throw new NotSignedIn(outcome.words.message);
      const user = await super.authenticate({ ...state, token: '' });
      nameRefusals(this.api);
      const content = session.content;
      const [editors, [companies]] = await Promise.all([
        content?.editorsText?.(),
        content?.entriesByFiles([{ path: cmsFiles.companies }]) ?? [],
      ]);
      const person = signedInFrom(outcome.who.email, editors, companies?.data ?? undefined);
      if (!person) {
        // The function named her, the list read since does not: it changed in between. Asked again next time.
        this.asked = undefined;
        throw new NotSignedIn(outcome.who.email);
      }
      session.signIn(person);
      return { ...user, name: person.name, email: person.email };
    }

    override async logout() {
      await super.logout();
      window.location.assign(accessSignOut);
    }
  }
  return EmailBackend as unknown as BackendClass;
}

/** Every failed request of the API names the site's function as what answered. */
function nameRefusals(api: RequestErrors | null): void {
  if (!api) return;
  api.handleRequestError = (error, status) => {
    throw new APIError(error.message ?? '', status, siteFunctionApi);
  };
}
