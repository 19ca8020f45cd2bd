/**
 * React Router's <Scripts> asks for the whole app before the page is painted: a modulepreload link
 * per module, which React moves to the top of <head>, and a module script whose static imports the
 * browser fetches as soon as it parses them. The prerendered page needs none of it to be seen, and
 * on a phone's connection ~100 KB of scripts compete with the HTML for the first paint. So, in each
 * built page, the links leave <head>, and the module script first waits for the first paint, then
 * preloads the same modules all at once and imports them: hydration follows the paint instead of
 * racing it. React hydrates the page as before: it does not compare a script's text, and it adds
 * back any hoisted link it does not find (the ones this script has added by then).
 */

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
// The two kinds of static import React Router writes: the manifest's, and each route module's.
const staticImport = /^import (?:\* as (\w+) from )?("[^"]+");$/gm;

/**
 * Resolves once the browser reports the first contentful paint: the moment the visitor sees the
 * page, which is also what Lighthouse times. A frame's callbacks alone are not enough: they run when
 * a frame is drawn, before the screen shows it. Without paint timing, the first frame has to do.
 */
const firstPaint = `await new Promise((painted) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(painted));
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    painted();
  }).observe({ type: "paint", buffered: true });
});`;

/** The built page with its scripts loaded after its first paint; throws if React Router changed what it writes. */
export function loadScriptsAfterPaint(html: string, file: string): string {
  const modules = [...html.matchAll(preloadLink)].map((match) => match[1]!);
  const script = moduleScript.exec(html);
  const imports = script ? [...script[1]!.matchAll(staticImport)] : [];
  if (modules.length === 0 || !script || imports.length === 0) {
    throw new Error(
      `${file}: o React Router não escreveu os scripts como esperado (modulepreload e script de módulo); ` +
        'confira scripts/build/scripts-after-paint.ts',
    );
  }
  const bindings = imports.map(([, name]) => name ?? '').join(', ');
  const urls = imports.map(([, , url]) => `import(${url})`).join(', ');
  const rest = script[1]!.replace(staticImport, '').trim();
  const afterPaint = [
    firstPaint,
    `for (const href of ${JSON.stringify(modules)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${bindings}] = await Promise.all([${urls}]);`,
    rest,
  ].join('\n');
  return html
    .replace(preloadLink, '')
    .replace(script[0], () => `<script type="module" async="">${afterPaint}</script>`);
}
