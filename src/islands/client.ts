/**
 * The browser's only entry on a page of the site: it hydrates each island the page has, and nothing
 * else (src/islands/island.tsx). Every island module is a chunk of its own, imported here only when
 * the page has that island: a page without notice buttons never downloads their code. The build
 * loads this module after the first paint (scripts/build/island-scripts.ts), with the chunks of the
 * page's islands preloaded beside it; `npm run dev` loads it from src/dev/client.ts.
 */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandTag, IslandRoot, type IslandComponent } from './island.tsx';

type IslandModule = { default: IslandComponent<object> };

/** Every `<name>.island.tsx` of the app, by name; loaded only when called. */
const islandModules = new Map(
  Object.entries(import.meta.glob<IslandModule>('../**/*.island.tsx')).map(([file, load]) => [
    file.slice(file.lastIndexOf('/') + 1, -'.island.tsx'.length),
    load,
  ]),
);

async function hydrateIsland(container: HTMLElement): Promise<void> {
  const name = container.dataset.island ?? '';
  const load = islandModules.get(name);
  if (!load) throw new Error(`The page has an island "${name}" with no ${name}.island.tsx`);
  const { island } = (await load()).default;
  if (island.name !== name) throw new Error(`${name}.island.tsx declares the island "${island.name}"`);
  const props = JSON.parse(container.dataset.props ?? '{}') as object;
  hydrateRoot(container, createElement(IslandRoot, { Component: island.Component, props }));
}

// Each on its own: no island waits for another, and one that fails leaves the others working.
for (const container of document.querySelectorAll<HTMLElement>(islandTag)) {
  hydrateIsland(container).catch((error: unknown) => console.error(error));
}
