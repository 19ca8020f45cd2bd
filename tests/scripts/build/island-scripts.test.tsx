import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { islandsIn, withCompactIslandProps, withIslandScripts } from '../../../scripts/build/island-scripts.ts';
import { island } from '../../../src/islands/island.tsx';
import { islandsBundle } from '../../../scripts/build/islands-bundle.ts';

/** The manifest Vite writes of the islands' build: the entry, each island's chunk, and what they share. */
const bundle = islandsBundle({
  'src/islands/client.ts': {
    file: 'assets/islands-1.js',
    isEntry: true,
    imports: ['_react.js'],
  },
  '_react.js': { file: 'assets/react-2.js' },
  'src/layout/Header/Header.island.tsx': { file: 'assets/Header.island-3.js', imports: ['_button.js', '_react.js'] },
  'src/components/ActionButton/NoticeButton.island.tsx': {
    file: 'assets/NoticeButton.island-4.js',
    imports: ['_button.js'],
  },
  '_button.js': { file: 'assets/NoticeButton-5.js', imports: ['_react.js'] },
  // Loaded by the notices on the first notice: never preloaded.
  'src/layout/Notices/NoticeList.tsx': { file: 'assets/NoticeList-6.js' },
  'src/islands/client.css': { file: 'assets/islands-7.css' },
});

const islandMarkup = (name: string) => `<invero-island data-island="${name}" data-props="{}"><p>…</p></invero-island>`;
const page = (...islands: string[]) =>
  `<html><head><style>p{}</style></head><body><main>${islands.map(islandMarkup).join('')}</main></body></html>`;

describe('the islands of a page', () => {
  it('are the names the prerender marked, each once, in their order', () => {
    expect(islandsIn(page('Header', 'NoticeButton', 'NoticeButton', 'Notices'))).toEqual([
      'Header',
      'NoticeButton',
      'Notices',
    ]);
    expect(islandsIn(page())).toEqual([]);
  });

  it('load after the first paint: the entry, each island’s chunk and what they import, each once', () => {
    const built = withIslandScripts(page('NoticeButton', 'Header'), bundle);
    const script = /<script type="module">([\s\S]*)<\/script><\/body>/.exec(built)?.[1] ?? '';
    const waited = script.indexOf('"first-contentful-paint"');
    expect(waited).toBeGreaterThan(-1);
    expect(script.indexOf('modulepreload')).toBeGreaterThan(waited);
    expect(script).toContain(
      `for (const href of ${JSON.stringify([
        '/assets/islands-1.js',
        '/assets/react-2.js',
        '/assets/NoticeButton.island-4.js',
        '/assets/NoticeButton-5.js',
        '/assets/Header.island-3.js',
      ])})`,
    );
    // Imported only once it runs: no static import the browser would fetch as soon as it reads the page.
    expect(script).not.toMatch(/^\s*import\s*[^(\s]/m);
    expect(script.trimEnd().endsWith('import("/assets/islands-1.js");')).toBe(true);
    expect(built.replace(/<script type="module">[\s\S]*<\/script>/, '')).toBe(page('NoticeButton', 'Header'));
  });

  it('leave a page without islands with no script at all', () => {
    expect(withIslandScripts(page(), bundle)).toBe(page());
  });

  it('must each have a module of their own: a page naming another stops the build, in Portuguese', () => {
    expect(() => withIslandScripts(page('Carrossel'), bundle)).toThrow(
      'a página tem a ilha "Carrossel", mas não há um arquivo Carrossel.island.tsx',
    );
  });

  it('publish every script of the islands, the ones loaded later too, and no stylesheet', () => {
    expect(bundle.files.sort()).toEqual([
      'assets/Header.island-3.js',
      'assets/NoticeButton-5.js',
      'assets/NoticeButton.island-4.js',
      'assets/NoticeList-6.js',
      'assets/islands-1.js',
      'assets/react-2.js',
    ]);
  });

  it('carry their props in single quotes, with the JSON’s own quotes as they are, and the browser reads the same', () => {
    const Quote = island('Quote', ({ text }: { text: string }) => <q>{text}</q>);
    const text = `Diz "sim" & 'não' <já>`;
    const written = renderToStaticMarkup(<Quote text={text} />);
    const compact = withCompactIslandProps(written);
    expect(/data-props='[^']*'/.exec(compact)?.[0]).not.toContain('&quot;');
    expect(compact.length).toBeLessThan(written.length);
    const props = (html: string) =>
      new JSDOM(html).window.document.querySelector<HTMLElement>('invero-island')!.dataset.props!;
    expect(JSON.parse(props(compact))).toEqual({ text });
    expect(props(compact)).toBe(props(written));
  });
});
