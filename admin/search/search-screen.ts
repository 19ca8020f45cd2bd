import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import { onceDrawn, showField } from '../decap/fixes/mark-field.ts';
import { element } from '../ui/panel.ts';
import { entryHash, loadTexts } from '../session/content.ts';
import type { SaveSession } from '../session/save-session.ts';
import { readWritten } from '../yaml/read.ts';
import { excerpt, searchContent, type EntryFound, type Found } from './matches.ts';
import { searchResults } from './results-place.ts';
import './search-screen.css';

/*
 * The results of the search box ("Pesquisar em todos"), drawn where Decap drew its own
 * (results-place.ts puts this element there): every field of every entry whose text holds the words,
 * named as the form names it, with the words in their sentence; choosing one opens the entry with
 * that field in view and focused. The content is read through the backend the CMS
 * saves with (the session's reads: the local one of `npm run cms`, GitHub's online), fresh for each
 * search, so it finds what is published now, whoever published it.
 *
 * It always reads every entry. Decap's box is "Pesquisar em todos", yet Enter on a collection's list
 * searched only that collection (its suggestions, "Pesquisar em", preselect the one on screen): a
 * company renamed would not be found in the companies from the list of pages. The suggestions are
 * hidden, and the heading of a search "in" a collection says what the other says (wording.ts).
 */

/** The entries that hold the words `term`, read afresh through the backend. */
async function entriesFound(session: SaveSession, term: string): Promise<EntryFound[]> {
  const source = session.content;
  if (!source) throw new Error('no backend yet');
  const data = new Map<string, unknown>();
  for (const [file, text] of await loadTexts(source)) {
    const read = readWritten(text);
    if (read) data.set(file, read.data);
  }
  return searchContent(data, term);
}

/** A link that opens the entry at the field found. */
function openingLink(entry: EntryFound, found: Found, ...content: (Node | string)[]): HTMLAnchorElement {
  const link = element('a');
  link.href = entryHash(entry.file);
  link.append(...content);
  link.addEventListener('click', () => onceDrawn(link.hash, () => showField(found.path, true)));
  return link;
}

/** One field found: where, as the form names it, and its text around the words, the words marked. */
function placeItem(entry: EntryFound, found: Found): HTMLElement {
  const { before, words, after } = excerpt(found);
  const text = element('span', '', 'invero-search-text');
  text.append(before, element('mark', words), after);
  const link = openingLink(entry, found, element('span', found.place, 'invero-search-place'), text);
  link.dataset.testid = 'cms-search-place';
  const item = element('li');
  item.append(link);
  return item;
}

/** An entry found: its name (opening it at its first field found), then each field. */
function entryItem(entry: EntryFound): HTMLElement {
  const item = element('li');
  item.dataset.testid = 'cms-search-entry';
  const heading = element('h2');
  heading.append(openingLink(entry, entry.found[0]!, entry.name));
  const places = element('ul');
  places.append(...entry.found.map((found) => placeItem(entry, found)));
  item.append(heading, places);
  return item;
}

const statusLine = ({ message, hint }: Words) => {
  const line = element('p', message, 'invero-search-status');
  line.setAttribute('role', 'status');
  if (hint) line.append(element('small', hint));
  return line;
};

/** Draws the results for what the element asks, once what was asked last is read (an earlier search answering late is dropped). */
async function draw(host: HTMLElement, session: SaveSession, term: string, isLatest: () => boolean): Promise<void> {
  host.replaceChildren(statusLine(say('cms-search-loading', { term })));
  let entries: EntryFound[];
  try {
    entries = await entriesFound(session, term);
  } catch {
    if (isLatest()) host.replaceChildren(statusLine(say('cms-search-failed')));
    return;
  }
  if (!isLatest()) return;
  if (entries.length === 0) {
    host.replaceChildren(statusLine(say('cms-search-none', { term })));
    return;
  }
  const places = entries.reduce((sum, entry) => sum + entry.found.length, 0);
  const list = element('ul');
  list.append(...entries.map(entryItem));
  host.replaceChildren(statusLine(say('cms-search-found', { term, places, entries: entries.length })), list);
}

/**
 * Defines the element Decap's search page shows (results-place.ts): it searches whenever it is put in
 * the page or asked other words, through the session's backend.
 */
export function offerSearch(session: SaveSession): void {
  class SearchResults extends HTMLElement {
    static observedAttributes = [searchResults.term];
    private searches = 0;
    private queued = false;

    connectedCallback() {
      this.queue();
    }

    attributeChangedCallback() {
      this.queue();
    }

    /** One search for what React sets at once (the words, then the element put in the page). */
    private queue() {
      if (this.queued) return;
      this.queued = true;
      queueMicrotask(() => {
        this.queued = false;
        if (this.isConnected) this.search();
      });
    }

    private search() {
      const term = this.getAttribute(searchResults.term)?.trim() ?? '';
      const search = ++this.searches;
      if (term) void draw(this, session, term, () => search === this.searches);
    }
  }
  customElements.define(searchResults.element, SearchResults);
}
