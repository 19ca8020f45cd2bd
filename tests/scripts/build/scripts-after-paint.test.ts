import { describe, expect, it } from 'vitest';
import { loadScriptsAfterPaint } from '../../../scripts/build/scripts-after-paint.ts';

/** What React Router writes for a page whose route module is split (a client loader in a chunk of its own). */
const modules = ['/assets/manifest-1.js', '/assets/entry.client-2.js', '/assets/root-3.js', '/assets/page-4.js'];
const page = [
  '<html><head><meta charSet="utf-8"/>',
  ...modules.map((href) => `<link rel="modulepreload" href="${href}"/>`),
  '</head><body><main>…</main><script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1_clientLoader from "/assets/page-4-loader.js";',
  'import * as route1_main from "/assets/page-4.js";',
  'const route1 = {...route1_clientLoader,...route1_main};',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"page:/":route1};',
  '',
  'import("/assets/entry.client-2.js");</script></body></html>',
].join('\n');

describe('scripts after the first paint', () => {
  const built = loadScriptsAfterPaint(page, 'index.html');
  const script = /<script type="module" async="">([\s\S]*)<\/script>/.exec(built)?.[1] ?? '';

  it('takes the preloads out of <head> and leaves the rest of the page as it was', () => {
    expect(built).not.toMatch(/<link[^>]+modulepreload/);
    expect(built.replace(script, '')).toBe(
      page.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(/(async="">)[\s\S]*(<\/script><\/body>)/, '$1$2'),
    );
  });

  it('waits for the first paint, then preloads the same modules and imports the same ones', () => {
    expect(script).not.toMatch(/^import\s*[^(\s]/m);
    const waited = script.indexOf('"first-contentful-paint"');
    expect(waited).toBeGreaterThan(-1);
    expect(script.indexOf('modulepreload')).toBeGreaterThan(waited);
    expect(script).toContain(`for (const href of ${JSON.stringify(modules)})`);
    expect(script).toContain(
      'const [, route0, route1_clientLoader, route1_main] = await Promise.all([import("/assets/manifest-1.js"), ' +
        'import("/assets/root-3.js"), import("/assets/page-4-loader.js"), import("/assets/page-4.js")]);\n' +
        'const route1 = {...route1_clientLoader,...route1_main};',
    );
    expect(script).toMatch(/window\.__reactRouterRouteModules = .*;\n+import\("\/assets\/entry\.client-2\.js"\);$/);
  });

  it('refuses a page whose scripts React Router wrote some other way', () => {
    expect(() => loadScriptsAfterPaint(page.replace('type="module" async=""', 'type="module"'), '404.html')).toThrow(
      /^404\.html: o React Router não escreveu os scripts como esperado/,
    );
  });
});
