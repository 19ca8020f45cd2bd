import './top-bar.css';
/**
 * A place of our own in the CMS's top bar, for the buttons of the screens around Decap's: the
 * publications of this visit, an entry's history, the pages deleted. Decap draws its header and its
 * editor's toolbar in React with no place to add to: this bar is our element, put into Decap's own
 * — after the editor's Publicar and Excluir (on a phone, a third row of the toolbar, which phone.css
 * makes two), and before "Adição rápida" on the other screens — and put back whenever Decap draws another one (the
 * editor opened or left). React keeps what it did not draw where it is. The buttons live as long as
 * the page; each says when it shows. Found by the names of Decap's components, as phone.css finds them.
 */

const phone = window.matchMedia('(max-width: 799px)');

/**
 * Where the bar goes: in the editor, after its Publicar and Excluir (on a phone, a row of the
 * toolbar of its own); on the other screens, the header, before "Adição rápida".
 */
const hosts = () => [
  { selector: `#nc-root [class*='-${phone.matches ? 'ToolbarContainer' : 'ToolbarSubSectionFirst'}']`, first: false },
  { selector: "#nc-root [class*='-AppHeaderActions']", first: true },
];

let bar: HTMLElement | undefined;

/** Puts the bar into the header Decap shows now, if it is not there already. */
function place(made: HTMLElement): void {
  for (const { selector, first } of hosts()) {
    const host = document.querySelector(selector);
    if (!host) continue;
    if (made.parentElement !== host) {
      if (first) host.prepend(made);
      else host.append(made);
    }
    return;
  }
}

function theBar(): HTMLElement {
  if (bar) return bar;
  const made = document.createElement('div');
  made.className = 'invero-top-bar';
  made.dataset.testid = 'cms-top-bar';
  bar = made;
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      place(made);
    });
  }).observe(document.body, { childList: true, subtree: true });
  phone.addEventListener('change', () => place(made));
  place(made);
  return made;
}

/** Puts `element` in the bar, at `order` (smaller first); hidden until its screen says it shows. */
export function inTopBar(element: HTMLElement, order: number): HTMLElement {
  element.style.order = String(order);
  element.hidden = true;
  theBar().append(element);
  return element;
}

/** A button of the bar's own look. */
export function topButton(text: string, title: string, onClick: () => void): HTMLButtonElement {
  const made = document.createElement('button');
  made.type = 'button';
  made.className = 'invero-top-button';
  made.textContent = text;
  if (title) made.title = title;
  made.addEventListener('click', onClick);
  return made;
}
