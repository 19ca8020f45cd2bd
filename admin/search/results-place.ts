import { createElement } from 'react';

/*
 * What Decap's search page draws in place of its own results (admin/decap/swaps/bundle-swaps.ts hands it
 * to Decap's Collection.js for './Entries/EntriesSearch'): Decap's search matched only titles, loosely
 * and with accents, and said "Nenhuma Entrada". This draws no results itself: it puts the admin's
 * element there with the words searched, and search-screen.ts, which the
 * admin's own bundle defines as that element, reads the content and draws what it finds. The swap is
 * bundled into Decap's package, apart from the admin's modules (in the dev server, a copy of its
 * own): through the page's element, nothing of the admin's state has to be shared with it.
 */

/** The element search-screen.ts defines, and its attribute: the words searched. */
export const searchResults = { element: 'invero-search-results', term: 'term' } as const;

/**
 * What Decap's Collection.js gives its EntriesSearch: the words (and the collections to search, which
 * the admin's search does not read: it always reads every entry, see search-screen.ts).
 */
interface SearchProps {
  searchTerm: string;
}

export default function SearchResultsPlace({ searchTerm }: SearchProps) {
  return createElement(searchResults.element, { [searchResults.term]: searchTerm });
}
