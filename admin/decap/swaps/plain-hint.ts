import { createElement, Fragment, type ReactNode } from 'react';

/**
 * What Decap draws a field's hint with, in place of react-markdown: the text as it is. The hints come
 * from the schemas' descriptions, written as plain sentences; read as Markdown, a "*" or "_" in one
 * would turn into emphasis, and the parser is a fifth of the CMS's weight.
 */
export default function PlainHint({ children }: { children?: ReactNode }) {
  return createElement(Fragment, null, children);
}
