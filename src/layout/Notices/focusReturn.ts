/**
 * Where keyboard focus goes when it leaves the notice region with a closing notice. Focus left on a
 * notice that is taken away falls to <body>, and the next Tab starts again at the skip link; so,
 * before a notice is closed, focus still in the region is sent back (WAI-ARIA practice):
 * 1. to where it was when F8 brought it to the region, if this visit to the region is F8's;
 * 2. else to what had focus when the notice was shown: the button that opened it;
 * 3. else (both gone or hidden since) to the region itself, which stays on the page: never to <body>.
 *    (The phone menu's Contato, which hides with the menu it closes, first hands focus to the menu's
 *    toggle, and the toggle is then what had focus when the notice was shown: see Header.tsx.)
 * Plain module state: there is one notice region on the page and one notice at a time.
 */

let beforeF8: HTMLElement | undefined;
let opener: HTMLElement | undefined;

function focusedElement(): HTMLElement | undefined {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : undefined;
}

/** As a notice is shown: a keyboard user's button still has focus then. */
export function rememberOpener(): void {
  opener = focusedElement();
}

/** F8: moves focus to the region, remembering where it was (not if it already was in the region). */
export function focusRegion(region: HTMLElement): void {
  const from = focusedElement();
  if (!from || !region.contains(from)) beforeF8 = from;
  region.focus();
}

/**
 * Focus came into the region from `from`. From anywhere but where F8 was pressed, this visit is not
 * F8's, and closing the notice must not jump back to an old F8 spot. `null` (from nothing, or the
 * window getting focus back) tells nothing and changes nothing.
 */
export function focusEntered(region: HTMLElement, from: EventTarget | null): void {
  if (from instanceof Node && !region.contains(from) && from !== beforeF8) beforeF8 = undefined;
}

/** If focus is in the region, sends it back (see above). Called before a notice is closed. */
export function returnFocus(region: HTMLElement): void {
  const current = focusedElement();
  if (!current || !region.contains(current)) return;
  // A keyboard user is taken to where focus lands; a mouse user who clicked the close button (focused
  // by the click, without a visible focus) keeps the page where they were reading it.
  const preventScroll = !current.matches(':focus-visible');
  const targets = [beforeF8, opener];
  beforeF8 = opener = undefined;
  for (const target of targets) {
    if (!target?.isConnected || region.contains(target)) continue;
    target.focus({ preventScroll });
    // A hidden or disabled element does not take focus: then the next one is tried.
    if (document.activeElement === target) return;
  }
  region.focus({ preventScroll: true });
}
