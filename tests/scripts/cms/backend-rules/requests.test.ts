/**
 * The local backend's rules, without a server: which paths are the CMS's, which actions it may ask
 * for, and who may call. The server test (local-backend/) sends the same attacks over HTTP.
 */
import { describe, expect, it } from 'vitest';
import { backendActions, checkBackendRequest } from '../../../../scripts/cms/backend-requests.ts';
import { request, persist, page } from './rules.ts';

describe('the requests the backend accepts', () => {
  it('are exactly the actions the local CMS sends in the simple publish mode, the version its writes are checked against, and its history', () => {
    expect([...backendActions].sort()).toEqual([
      'contentVersion',
      'deleteFiles',
      'deletedFiles',
      'entriesByFiles',
      'entriesByFolder',
      'fileAt',
      'fileVersions',
      'getDeployPreview',
      'getEntry',
      'getMedia',
      'getMediaFile',
      'info',
      'persistEntry',
      'persistMedia',
      'photoAt',
    ]);
  });

  const accepted: [string, object][] = [
    ['info', { action: 'info' }],
    ['the pages', request('entriesByFolder', { folder: 'content/pages', extension: 'yaml', depth: 1 })],
    [
      'the files of settings',
      request('entriesByFiles', { files: [{ path: 'content/site.yaml' }, { path: 'content/companies.yaml' }] }),
    ],
    ['a page', request('getEntry', { path: 'content/pages/home.yaml' })],
    [
      'a save with its photo',
      persist([page('home')], [{ path: 'content/images/a.jpg', content: '', encoding: 'base64' }]),
    ],
    ['a page saved under a new name', persist([page('home', { newPath: 'content/pages/inicio.yaml' })])],
    ['the photos', request('getMedia', { mediaFolder: 'content/images' })],
    ['a photo', request('getMediaFile', { path: 'content/images/a.jpg' })],
    [
      'an upload',
      request('persistMedia', { asset: { path: 'content/images/a.jpg', content: '', encoding: 'base64' } }),
    ],
    ['a deletion', request('deleteFiles', { paths: ['content/pages/home.yaml', 'content/images/a.jpg'] })],
    ['a page’s versions', request('fileVersions', { path: 'content/pages/home.yaml', page: 2 })],
    ['the settings at a version', request('fileAt', { path: 'content/site.yaml', commit: 'a'.repeat(40) })],
    ['the pages deleted', request('deletedFiles', { kind: 'page', page: 1 })],
    ['the photos deleted', request('deletedFiles', { kind: 'photo', page: 2 })],
    ['a photo at a version', request('photoAt', { path: 'content/images/a.jpg', commit: 'a'.repeat(40) })],
  ];
  it.each(accepted)('accept %s', (_, body) => {
    expect(checkBackendRequest(body)).toMatchObject({ ok: true });
  });

  const refused: [string, unknown][] = [
    ['an action of the editorial workflow', request('unpublishedEntries')],
    [
      "decap-server's single delete, which the CMS does not send",
      request('deleteFile', { path: 'content/pages/a.yaml' }),
    ],
    ['an unknown action', request('runCommand', { command: 'id' })],
    ['no action', { params: {} }],
    ['a body that is not an object', 'info'],
    ['a prototype key as the action', request('constructor')],
    ['another folder listed', request('entriesByFolder', { folder: 'scripts', extension: 'ts', depth: 1 })],
    [
      'other files in the pages folder',
      request('entriesByFolder', { folder: 'content/pages', extension: 'md', depth: 1 }),
    ],
    [
      'the photos folder as pages',
      request('entriesByFolder', { folder: 'content/images', extension: 'yaml', depth: 1 }),
    ],
    [
      'a file out of content among good ones',
      request('entriesByFiles', { files: [{ path: 'content/site.yaml' }, { path: '.git/config' }] }),
    ],
    ['a photo read as an entry', request('getEntry', { path: 'content/images/a.jpg' })],
    ['another file’s versions', request('fileVersions', { path: 'package.json', page: 1 })],
    ['a file out of content at a version', request('fileAt', { path: '.git/config', commit: 'a'.repeat(40) })],
    ['a page read as a photo at a version', request('photoAt', { path: 'content/site.yaml', commit: 'a'.repeat(40) })],
    ['a file out of content as a photo', request('photoAt', { path: '.git/config', commit: 'a'.repeat(40) })],
    ['a save out of content', persist([{ slug: 'x', path: 'vite.config.ts', raw: 'x' }])],
    [
      'a photo saved into the pages',
      persist([page('home')], [{ path: 'content/pages/a.yaml', content: '', encoding: 'base64' }]),
    ],
    ['a new name that is a folder', persist([page('home', { newPath: 'content/images' })])],
    ['a new name that is the pages folder', persist([page('home', { newPath: 'content/pages' })])],
    ['a new name out of content', persist([page('home', { newPath: 'package.json' })])],
    ['a new name among the photos', persist([page('home', { newPath: 'content/images/home.yaml' })])],
    ['a new name that is a file of settings', persist([page('home', { newPath: 'content/site.yaml' })])],
    [
      'a file of settings moved to a page',
      persist([{ slug: 's', path: 'content/site.yaml', raw: 'x', newPath: 'content/pages/s.yaml' }]),
    ],
    ['another media folder', request('getMedia', { mediaFolder: 'content' })],
    ['a page read as a photo', request('getMediaFile', { path: 'content/pages/home.yaml' })],
    [
      'an upload out of the photos',
      request('persistMedia', { asset: { path: 'vite.config.ts', content: '', encoding: 'base64' } }),
    ],
    ['a file of settings deleted', request('deleteFiles', { paths: ['content/site.yaml'] })],
    ['a deletion out of content', request('deleteFiles', { paths: ['content/pages/a.yaml', 'package.json'] })],
  ];
  it.each(refused)('refuse %s, 403', (_, body) => {
    expect(checkBackendRequest(body)).toMatchObject({ ok: false, status: 403 });
  });

  const notPhotos: [string, object][] = [
    [
      'an SVG upload',
      request('persistMedia', { asset: { path: 'content/images/a.svg', content: '', encoding: 'base64' } }),
    ],
    [
      'an HTML upload',
      request('persistMedia', { asset: { path: 'content/images/a.html', content: '', encoding: 'base64' } }),
    ],
    [
      'a YAML upload',
      request('persistMedia', { asset: { path: 'content/images/a.yaml', content: '', encoding: 'base64' } }),
    ],
    [
      'a photo without an extension',
      request('persistMedia', { asset: { path: 'content/images/a', content: '', encoding: 'base64' } }),
    ],
    [
      'an SVG saved with a page',
      persist([page('home')], [{ path: 'content/images/a.svg', content: '', encoding: 'base64' }]),
    ],
    ['an SVG read from the photos', request('getMediaFile', { path: 'content/images/a.svg' })],
    ['an SVG read at a version', request('photoAt', { path: 'content/images/a.svg', commit: 'a'.repeat(40) })],
  ];
  it.each(notPhotos)('refuse %s as no photo, 415, saying which formats are', (_, body) => {
    const checked = checkBackendRequest(body);
    expect(checked).toMatchObject({ ok: false, status: 415 });
    expect(checked.ok ? '' : checked.words.hint).toContain('JPEG, PNG, WebP ou AVIF');
  });

  const malformed: [string, object][] = [
    ['a page without its text', request('getEntry', {})],
    ['a save with no file', persist([])],
    [
      'an upload in another encoding',
      request('persistMedia', { asset: { path: 'content/images/a.jpg', content: '', encoding: 'utf8' } }),
    ],
    [
      'a page at a revision that is not a commit id (an option to git)',
      request('fileAt', { path: 'content/pages/home.yaml', commit: '--output=/tmp/x' }),
    ],
    [
      'a photo at a revision that is not a commit id',
      request('photoAt', { path: 'content/images/a.jpg', commit: 'HEAD~1' }),
    ],
    ['the deleted files of another kind', request('deletedFiles', { kind: 'config', page: 1 })],
  ];
  it.each(malformed)('answer %s as malformed, 400', (_, body) => {
    expect(checkBackendRequest(body)).toMatchObject({ ok: false, status: 400 });
  });

  it('tell in Portuguese what the backend reaches, and nothing of the path asked for', () => {
    const checked = checkBackendRequest(request('getEntry', { path: '/etc/passwd' }));
    expect(checked.ok ? undefined : checked.words.hint).toBe(
      'Ele só alcança as páginas (content/pages/*.yaml), content/site.yaml, content/companies.yaml e as fotos (content/images/).',
    );
    expect(JSON.stringify(checked)).not.toContain('passwd');
  });
});
