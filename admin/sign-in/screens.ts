import { cmsNames } from '../../schema/generate/cms-fields.ts';
import type { Words } from '../../schema/messages/catalogue/index.ts';
import { store } from '../decap/door/internals.ts';
import { openDraft } from '../decap/fixes/open-draft.ts';
import { entryHash } from '../session/content.ts';
import type { SaveSession } from '../session/save-session.ts';
import { readWritten } from '../yaml/read.ts';
import { greetingWords, newPageCompany, readOnlyWords, type SignedIn } from './person.ts';
import './screens.css';

/*
 * What a person signed in by e-mail sees besides Decap's screens: who she is and what she edits, on
 * the lists of entries; and, in an entry that is not hers, whose it is and whom to ask, above a form
 * she can read but not change, with no Publicar and no Excluir. Plain DOM of our own, put back into
 * Decap's whenever Decap draws it again (React keeps what it did not draw where it is), found by the
 * names of Decap's components as phone.css and the top bar find them.
 */

/** A line of ours: a heading and a sentence, found by its test id. */
function line(testId: string, role: 'status' | 'note'): HTMLElement {
  const made = document.createElement('section');
  made.className = 'invero-sign-in-line';
  made.dataset.testid = testId;
  made.setAttribute('role', role);
  made.hidden = true;
  made.append(document.createElement('h2'), document.createElement('p'));
  return made;
}

function say(element: HTMLElement, words: Words | undefined): void {
  element.hidden = !words;
  if (!words) return;
  const [heading, text] = element.children as unknown as [HTMLElement, HTMLElement];
  if (heading.textContent !== words.message) heading.textContent = words.message;
  if (text.textContent !== words.hint) text.textContent = words.hint;
}

/** Puts `element` first in the element `selector` finds, if it is not there already; whether it found one. */
function placeFirst(element: HTMLElement, selector: string): boolean {
  const host = document.querySelector(selector);
  if (host && host.firstElementChild !== element) host.prepend(element);
  return host !== null;
}

/** The entry on screen and its published data, when the screen is an entry's form (not a new one, not a list). */
function entryOnScreen(session: SaveSession): { path: string; data: unknown } | undefined {
  const draft = openDraft();
  // Decap keeps the last entry's draft after its form is left: only the form on screen counts.
  if (!draft?.path || window.location.hash.split('?')[0] !== entryHash(draft.path)) return undefined;
  const base = session.baseOf(draft.path);
  return { path: draft.path, data: (base === undefined ? undefined : readWritten(base)?.data) ?? draft.data };
}

/** The form's own pane (inside the pane that scrolls, where the read-only line goes): what she cannot change. */
const formPane = () =>
  document.querySelector<HTMLElement>("#nc-root [class*='-ControlPaneContainer'] [class*='-ControlPaneContainer']");

/** Makes `element` one she can read but not change, or gives it back. */
function fix(element: HTMLElement | null | undefined, fixed: boolean): void {
  if (!element || element.inert === fixed) return;
  element.inert = fixed;
}

/**
 * The page's company's widget (the first field of that name in the form: the page's own, before its
 * sections'): the part of its control that holds the element its label names, not the label or the hint.
 */
function companyControl(): HTMLElement | undefined {
  const label = document.querySelector<HTMLLabelElement>(`#nc-root label[for^="company-field-"]`);
  const widget = label && document.getElementById(label.htmlFor);
  const control = label?.closest<HTMLElement>("[class*='-ControlContainer']");
  return widget ? [...(control?.children ?? [])].find((part): part is HTMLElement => part.contains(widget)) : undefined;
}

/** Whether the screen is a new page's form. */
const onNewPage = () => window.location.hash.split('?')[0] === `#/collections/${cmsNames.pages}/new`;

function update(session: SaveSession, person: SignedIn, greeting: HTMLElement, readOnly: HTMLElement): void {
  const entry = entryOnScreen(session);
  const words = entry && readOnlyWords(person, entry.path, entry.data);
  document.documentElement.toggleAttribute('data-read-only', words !== undefined);
  say(readOnly, words);
  if (words) placeFirst(readOnly, "#nc-root [class*='-ControlPaneContainer']");
  fix(formPane(), words !== undefined);
  if (onNewPage()) {
    const company = companyControl();
    fix(company, newPageCompany(person) !== undefined);
    company?.toggleAttribute('data-fixed', company.inert);
  }
  // The greeting belongs to the lists of entries, above them; an entry's screen has the whole page.
  say(greeting, greetingWords(person));
  placeFirst(greeting, "#nc-root [class*='-CollectionMain']");
}

/** Shows who signed in by e-mail, and the entries she may only read, once she is in. */
export function showSignedIn(session: SaveSession): void {
  session.on('signedIn', (person) => {
    const greeting = line('cms-greeting', 'status');
    const readOnly = line('cms-read-only', 'note');
    readOnly.dataset.tone = 'read-only';
    let queued = false;
    const soon = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        update(session, person, greeting, readOnly);
      });
    };
    store.subscribe(soon);
    window.addEventListener('hashchange', soon);
    new MutationObserver(soon).observe(document.body, { childList: true, subtree: true });
    soon();
  });
}
