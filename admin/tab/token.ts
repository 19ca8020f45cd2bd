/**
 * The editor's GitHub token when the editor shares its address with the public pages (no
 * `cms.editorUrl`: GitHub Pages serves one address per repository). Decap's core keeps the signed-in
 * user, token and all, in `localStorage` (reliances.ts, `decapUserKey`), which every script of the
 * address reads, a public page's too; here the token stays in this tab's memory, with the backend
 * that uses it, and the browser keeps nothing of it: a reload, or another tab, signs in again.
 */
import { decapUserKey } from '../decap/door/decap-names.ts';
import type { BackendClass } from '../session/guarded-backend.ts';

/** What of Decap's GitHub backend this changes: its sign-in, whose user the core keeps in the browser. */
interface GitHubSignIn {
  authenticate(state: { token: string }): Promise<{ token?: string }>;
}

/**
 * Decap's GitHub backend, its sign-in handing the core a user without the token: the core stores
 * only her name and picture. The backend's API keeps the token it signed in with (`this.token`).
 */
export function tokenForThisTab(Base: BackendClass): BackendClass {
  const GitHub = Base as unknown as new (...args: never[]) => GitHubSignIn;
  class TabTokenBackend extends GitHub {
    override async authenticate(state: { token: string }) {
      const { token: _keptByTheApi, ...user } = await super.authenticate(state);
      return user;
    }
  }
  return TabTokenBackend as unknown as BackendClass;
}

/**
 * Forgets the user Decap's core stored at this address: a token an older editor kept (before this
 * one, or before the site had an address for the editor), or the name of one without it, which the
 * core would try to sign in again with.
 */
export function forgetStoredSignIn(): void {
  window.localStorage.removeItem(decapUserKey);
}
