import { createContext, use, type ComponentType } from 'react';

/** What an island's props may hold: they travel to the browser as JSON, in the page. */
export type IslandData =
  string | number | boolean | null | undefined | readonly IslandData[] | { readonly [key: string]: IslandData };

/** The element a page marks an island with: its name and its props, once, beside what it drew. */
export const islandTag = 'invero-island';

/**
 * True inside an island: an island drawn in another is drawn as its component alone, hydrated with
 * the island around it. React hydrates an island as one root, and a root cannot hold another.
 */
const InsideIsland = createContext(false);

/** An island's component, as its root is hydrated in the browser (client.ts). */
export function IslandRoot<Props extends object>({
  Component,
  props,
}: {
  Component: ComponentType<Props>;
  props: Props;
}) {
  return (
    <InsideIsland value>
      <Component {...props} />
    </InsideIsland>
  );
}

export interface IslandComponent<Props> {
  (props: Props): React.ReactNode;
  /** What the browser hydrates: the name the page marks the island with, and its component. */
  island: { name: string; Component: ComponentType<Props> };
}

/**
 * Declares a part of the page that moves: the prerender draws it with the rest of the page, inside an
 * `<invero-island>` that holds its name and its props as JSON, and in the browser only this part is
 * hydrated, by React, from those props (src/islands/client.ts). Everything else on the page stays
 * the HTML it was built as, with no code. Declared in a module of its own, `<name>.island.tsx`, as
 * its default export: the browser finds the code of each island on the page by that name, and a
 * page with no such island never downloads it.
 */
export function island<Props extends { readonly [key: string]: IslandData }>(
  name: string,
  Component: ComponentType<Props>,
): IslandComponent<Props> {
  function Island(props: Props) {
    if (use(InsideIsland)) return <Component {...props} />;
    return (
      // `display: contents` (global.css): the wrapper adds no box, and its content model is
      // transparent, so it may stand inside a paragraph as well as around a header.
      <invero-island data-island={name} data-props={JSON.stringify(props)}>
        <IslandRoot Component={Component} props={props} />
      </invero-island>
    );
  }
  return Object.assign(Island, { island: { name, Component } });
}
