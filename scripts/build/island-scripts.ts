/**
 * The scripts a built page runs: those of its islands, and nothing else (docs/decisoes/paginas-de-html-com-ilhas-onde-algo-se-move.md, "Páginas
 * de HTML, com ilhas onde algo se move"). The page reads and works as HTML; an inline module script
 * at its end first waits for the first paint, so that on a phone's connection no script competes
 * with the HTML for it, then preloads the modules of the page's islands all at once (the islands'
 * entry, each island's chunk and what they import) and imports the entry, which hydrates each island
 * (src/islands/client.ts). A page without notice buttons never asks for their code.
 */
import type { IslandsBundle } from './islands-bundle.ts';

/** How the prerender marks an island (src/islands/island.tsx): its tag, then its name. */
const islandMark = /<invero-island data-island="([^"]+)"/g;

/** The names of the islands a built page has, each once, in the order they come. */
export const islandsIn = (html: string): string[] => [...new Set([...html.matchAll(islandMark)].map(([, name]) => name!))];

/**
 * Resolves once the browser reports the first contentful paint: the moment the visitor sees the
 * page, which is also what Lighthouse times. A frame's callbacks alone are not enough: they run when
 * a frame is drawn, before the screen shows it. Without paint timing, the first frame has to do. A
 * page the browser prerenders before it is shown (Speculation Rules) has nothing to race: it goes on
 * at once, and is ready when the visitor arrives.
 */
const firstPaint = `await new Promise((painted) => {
  if (document.prerendering) return painted();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(painted));
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    painted();
  }).observe({ type: "paint", buffered: true });
});`;

/**
 * The islands' props as React writes them, JSON in a double-quoted attribute, with every quote of
 * the JSON escaped (`&quot;`): in single quotes they need none (React has escaped every `'` already),
 * which spares a page with many islands some of its bytes.
 */
export const withCompactIslandProps = (html: string): string =>
  html.replace(/ data-props="([^"]*)"/g, (_attribute, json: string) => ` data-props='${json.replaceAll('&quot;', '"')}'`);

/** Puts `element` at the end of the page's body. */
export function beforeBodyEnd(html: string, element: string): string {
  if (!html.includes('</body>')) throw new Error('a page without </body>');
  return html.replace('</body>', () => `${element}</body>`);
}

/**
 * The editor's own address (`cms.editorUrl`) and the site's: the host serves the same files at both,
 * but at the editor's no public page may run a script of its own, or a script of its islands would
 * reach the editor's storage and the site's function as the editor (docs/decisoes/o-editor-num-endereco-so-dele.md, "O editor num
 * endereço só dele"). There the page sends its visitor to the same address on the site instead.
 */
export interface EditorAddress {
  editor: string;
  site: string;
}

/**
 * The built page with the script that hydrates its islands after its first paint, unless it runs at
 * the editor's address; as it was if it has none.
 */
export function withIslandScripts(html: string, bundle: IslandsBundle, editorAddress?: EditorAddress): string {
  const islands = islandsIn(html);
  if (islands.length === 0) return html;
  const hydrate = [
    firstPaint,
    `for (const href of ${JSON.stringify(bundle.modulesFor(islands))}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `import(${JSON.stringify(bundle.entry)});`,
  ].join('\n');
  const script = editorAddress
    ? [
        `if (location.origin === ${JSON.stringify(editorAddress.editor)}) location.replace(${JSON.stringify(editorAddress.site)} + location.pathname + location.search + location.hash);`,
        `else {\n${hydrate}\n}`,
      ].join('\n')
    : hydrate;
  return beforeBodyEnd(html, `<script type="module">${script}</script>`);
}
