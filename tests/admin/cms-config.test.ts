// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cmsInitConfig, guardedBackendNames } from '../../admin/cms-config.ts';
import { showNotConnected } from '../../admin/ui/not-connected.ts';
import { cmsOnlineConfig } from '../../schema/generate/cms-config.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { siteSchema } from '../../schema/site.ts';

const generated = () => parse(readFileSync('admin/config.yml', 'utf8')) as Record<string, unknown>;
const siteData = () => parse(readFileSync('content/site.yaml', 'utf8')) as Record<string, unknown>;
const withSettings = (cms: Record<string, unknown>) => siteSchema.parse({ ...siteData(), cms });

describe('where the CMS saves', () => {
  it('online: to the GitHub repository and branch of the content’s cms block, never to a local server', () => {
    const online = cmsOnlineConfig(withSettings({ repo: 'grupoinvero/site' }));
    expect(online).toEqual({
      // The narrowest access GitHub gives an OAuth App's token to a public repository.
      backend: { name: 'github', repo: 'grupoinvero/site', branch: 'main', auth_scope: 'public_repo' },
      site_url: 'https://www.grupoinvero.com.br',
      signIn: 'github',
    });
    // Through the GitHub backend guarded by the save session, under its own name; how people sign
    // in is the admin's to know, not Decap's.
    expect(cmsInitConfig({ online })).toEqual({
      ...generated(),
      site_url: online!.site_url,
      backend: { ...online!.backend, name: guardedBackendNames.github },
      load_config_file: false,
      logo: { src: '/favicon.svg', show_in_header: true },
      local_backend: false,
    });
  });

  it('logs in through the login service given, and publishes every change (no review before publishing)', () => {
    const online = cmsOnlineConfig(
      withSettings({ repo: 'grupoinvero/site', branch: 'publicado', authUrl: 'https://login.grupoinvero.com.br/' }),
    );
    expect(online).toMatchObject({
      backend: { repo: 'grupoinvero/site', branch: 'publicado', base_url: 'https://login.grupoinvero.com.br' },
    });
    expect(online).not.toHaveProperty('publish_mode');
  });

  it('asks GitHub for every repository of the person only when this one is private', () => {
    const online = cmsOnlineConfig(withSettings({ repo: 'grupoinvero/site', repoVisibility: 'private' }));
    expect(online?.backend).toMatchObject({ auth_scope: 'repo' });
  });

  it('knows the editor’s own address, which Decap never sees', () => {
    const online = cmsOnlineConfig(
      withSettings({ repo: 'grupoinvero/site', editorUrl: 'https://Editor.GrupoInvero.com.br/' }),
    );
    expect(online?.editorUrl).toBe('https://editor.grupoinvero.com.br');
    expect(cmsInitConfig({ online })).not.toHaveProperty('editorUrl');
  });

  it('signing in by e-mail: GitHub’s API answered by the site’s own function, no login service, no token', () => {
    const online = cmsOnlineConfig(
      withSettings({
        repo: 'grupoinvero/site',
        signIn: 'email',
        authUrl: 'https://login.grupoinvero.com.br',
        editorUrl: 'https://editor.grupoinvero.com.br',
      }),
    );
    // Same origin: the admin's policy (`connect-src 'self'`) already allows it.
    expect(online?.backend).toEqual({
      name: 'github',
      repo: 'grupoinvero/site',
      branch: 'main',
      api_root: '/api/github',
    });
    const config = cmsInitConfig({ online });
    expect(config?.backend).toEqual({ ...online!.backend, name: guardedBackendNames.email });
    expect(config).not.toHaveProperty('signIn');
  });

  it('in `npm run cms`: to its local backend, on this machine', () => {
    const config = cmsInitConfig({ localBackend: 'http://127.0.0.1:8081/api/v1' });
    // Decap's proxy backend, guarded, named directly: Decap's `local_backend` would put its own in place.
    expect(config?.backend).toEqual({ name: guardedBackendNames.local, proxy_url: 'http://127.0.0.1:8081/api/v1' });
    expect(config?.local_backend).toBe(false);
    expect(config?.collections).toEqual(generated().collections);
  });

  it('nowhere: a site built without the cms block starts no CMS and says why, in the catalogue’s words', () => {
    expect(cmsOnlineConfig(siteSchema.parse(siteData()))).toBeUndefined();
    expect(cmsInitConfig({})).toBeUndefined();
    showNotConnected(say('cms-not-connected'));
    const { message, hint } = say('cms-not-connected');
    const heading = document.querySelector('main h1');
    expect(heading?.textContent).toBe(message);
    expect(heading?.nextElementSibling?.textContent).toBe(hint);
  });
});
