/**
 * The local backend's rules, without a server: which paths are the CMS's, which actions it may ask
 * for, and who may call. The server test (local-backend/) sends the same attacks over HTTP.
 */
import { describe, expect, it } from 'vitest';
import { isCmsCaller, isCmsOrigin, isOwnHost } from '../../../../scripts/cms/backend-callers.ts';
import { contentPathKind } from '../../../../scripts/cms/content-paths.ts';
import { config, pagesCollection, filesCollection } from './rules.ts';

describe('the paths the CMS edits', () => {
  it('are the ones of the generated CMS configuration', () => {
    expect(contentPathKind(pagesCollection.folder)).toBe('pages-folder');
    expect(contentPathKind(config.media_folder)).toBe('media-folder');
    expect(filesCollection.files.map((file) => contentPathKind(file.file))).toEqual(['site', 'companies']);
    expect(contentPathKind(`${pagesCollection.folder}/clinica-sul.${pagesCollection.extension}`)).toBe('page');
    expect(contentPathKind(`${config.media_folder}/sala-nova.jpg`)).toBe('image');
  });

  const outside: [string, string][] = [
    ['a step out', '../content/site.yaml'],
    ['a step out inside', 'content/pages/../../package.json'],
    ['a step out that lands back on content', 'content/pages/../site.yaml'],
    ['a dot segment', 'content/./site.yaml'],
    ['a double slash', 'content//site.yaml'],
    ['a trailing slash', 'content/site.yaml/'],
    ['an absolute path', '/etc/passwd'],
    ['an absolute path to a content file', '/work/content/site.yaml'],
    ['backslashes', 'content\\pages\\home.yaml'],
    ['a backslash step out', 'content/pages/..\\..\\package.json'],
    ['the project config', 'vite.config.ts'],
    ['git config', '.git/config'],
    ['package.json', 'package.json'],
    ['the content folder itself', 'content'],
    ["the editors' guide", 'content/LEIA-ME.md'],
    ['a hidden page', 'content/pages/.rascunho.yaml'],
    ['a page without a name', 'content/pages/.yaml'],
    ['a hidden file among the photos', 'content/images/.env'],
    ['a page in a subfolder', 'content/pages/sub/home.yaml'],
    ['a photo in a subfolder', 'content/images/sub/foto.jpg'],
    ['a page of another extension', 'content/pages/home.yml'],
    ['a page that is not YAML', 'content/pages/home.yaml.js'],
    ['a control character', 'content/pages/home\n.yaml'],
    ['a NUL byte', 'content/images/foto.jpg\u0000.png'],
    ['the empty path', ''],
    ['a pages folder elsewhere', 'src/content/pages/home.yaml'],
  ];
  it.each(outside)('exclude %s (%j)', (_, value) => {
    expect(contentPathKind(value)).toBeUndefined();
  });
});

describe('who may call the backend', () => {
  const port = 8081;
  const cmsOrigin = 'http://127.0.0.1:5173';

  it('the Host is the backend itself on loopback, by address or as localhost', () => {
    expect(isOwnHost('127.0.0.1:8081', port)).toBe(true);
    expect(isOwnHost('localhost:8081', port)).toBe(true);
  });
  const otherHosts = ['evil.example:8081', '127.0.0.1.nip.io:8081', '127.0.0.1:8082', '127.0.0.1', 'localhost'];
  it.each([...otherHosts, '[::1]:8081', 'LOCALHOST:8081', '0.0.0.0:8081', undefined])('not %s', (host) => {
    expect(isOwnHost(host, port)).toBe(false);
  });

  it("the Origin is the CMS's page exactly", () => {
    expect(isCmsOrigin(cmsOrigin, cmsOrigin)).toBe(true);
  });
  const otherOrigins = [
    'http://localhost:5173',
    'http://127.0.0.1:5174',
    'https://127.0.0.1:5173',
    'http://127.0.0.1:5173/',
  ];
  it.each([...otherOrigins, 'null', 'http://evil.example', '', undefined])('not %s', (origin) => {
    expect(isCmsOrigin(origin, cmsOrigin)).toBe(false);
  });

  it('both at once', () => {
    expect(isCmsCaller({ host: '127.0.0.1:8081', origin: cmsOrigin }, { port, cmsOrigin })).toBe(true);
    expect(isCmsCaller({ host: 'evil.example:8081', origin: cmsOrigin }, { port, cmsOrigin })).toBe(false);
    expect(isCmsCaller({ host: '127.0.0.1:8081' }, { port, cmsOrigin })).toBe(false);
  });
});
