import { describe, expect, it } from 'vitest';
import { reachesContent } from '../../../scripts/vite/dev-guard.ts';

const root = '/projeto';
const contentDir = '/projeto/content';

describe('what the dev server counts as inside content/', () => {
  it.each([
    '/content/images/evil.svg',
    '/content/pages/home.yaml?raw',
    '/content',
    '/./content/images/evil.svg',
    '/src/../content/images/evil.svg',
    '/%63ontent/images/evil.svg',
    '/content%2fimages%2fevil.svg',
    '/%252e/content/images/evil.svg',
    '/CONTENT/images/evil.svg',
    '//content/images/evil.svg',
    '/content\\images\\evil.svg',
    '/@fs/projeto/content/images/evil.svg',
    '/@fs/projeto/src/../content/site.yaml',
  ])('%s', (url) => {
    expect(reachesContent(url, root, contentDir)).toBe(true);
  });

  it.each([
    '/',
    '/assessoria',
    '/img/foto-800.webp',
    '/contents/x',
    '/src/root.tsx',
    '/@fs/projeto/contentx/a',
    '/admin/',
  ])('not %s', (url) => {
    expect(reachesContent(url, root, contentDir)).toBe(false);
  });
});
