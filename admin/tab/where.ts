/**
 * Where the editor runs: only in a tab of its own, and at its own address when the site has one
 * (`cms.editorUrl`). Any script of an address reads and drives every page of that address it can
 * reach: a frame it made, a window it opened, the storage they share. So the editor refuses to
 * start inside a frame (whatever the host does with `_headers`, which GitHub Pages ignores), in a
 * window another page opened, and, when it has an address of its own, anywhere else: there it sends
 * the visitor on, and forgets a sign-in an older editor kept at the wrong address
 * (docs/decisoes/o-editor-num-endereco-so-dele.md, "O editor num endereço só dele"). Checked before anything else of the admin runs.
 */
import { siteAddresses } from '../../schema/fields/site-addresses.ts';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import { showNotConnected } from '../ui/not-connected.ts';
import { forgetStoredSignIn } from './token.ts';

/** Why the editor does not start here. */
export type Elsewhere = { why: 'framed' } | { why: 'opened' } | { why: 'moved'; to: string };

/** What of the window the check reads: where it is, who frames it, who opened it. */
export type Placed = Pick<Window, 'self' | 'top' | 'opener'> & { location: Pick<Location, 'origin' | 'hash'> };

/** The editor's page at `origin`. */
const editorPage = (origin: string) => `${origin}/${siteAddresses.admin}/`;

/**
 * Why the editor must not start in `view`, or undefined. `editorUrl`: its own address (an origin,
 * as the schema keeps it), when the site has one.
 */
export function elsewhere(view: Placed, editorUrl: string | undefined): Elsewhere | undefined {
  if (view.self !== view.top) return { why: 'framed' };
  // A window opened by a script keeps a handle on it (`window.open` returns it): the opener can
  // drive it while it is at the opener's address.
  if (view.opener) return { why: 'opened' };
  if (editorUrl !== undefined && view.location.origin !== editorUrl) {
    return { why: 'moved', to: `${editorPage(editorUrl)}${view.location.hash}` };
  }
  return undefined;
}

/**
 * Shows why the editor did not start, with a link to it in a tab of its own (never one this page
 * can reach: `noopener`), and, when it lives elsewhere, goes there.
 */
export function stayAway(away: Elsewhere, editorUrl: string | undefined): void {
  const own = away.why === 'moved' ? away.to : editorPage(editorUrl ?? window.location.origin);
  const words: Words =
    away.why === 'framed'
      ? say('cms-framed')
      : away.why === 'opened'
        ? say('cms-opened-by-page')
        : say('cms-moved', { address: editorPage(editorUrl!) });
  showNotConnected(words, { href: own, text: say('cms-open-own-tab').message });
  if (away.why !== 'moved') return;
  // A sign-in an editor of this address kept before it had its own is within the pages' reach here.
  forgetStoredSignIn();
  window.location.replace(away.to);
}
