/** The attack a page of another origin makes on the local editor's backend and dev server, from a browser. */

interface Targets {
  backend: string;
  site: string;
}

/**
 * What a page of another origin tries, run in that page: 'refused' when the browser got no answer it
 * may read, 'opaque' for a no-cors request (sent, but its answer hidden), or the status and text read.
 */
export async function attackFromPage({ backend, site }: Targets): Promise<Record<string, string>> {
  const attempt = async (url: string, init?: RequestInit) => {
    try {
      const response = await fetch(url, init);
      return response.type === 'opaque' ? 'opaque' : `${response.status} ${await response.text()}`;
    } catch {
      return 'refused';
    }
  };
  const params = { branch: 'master' };
  const home = { slug: 'home', path: 'content/pages/home.yaml', raw: 'path: /\ntitle: INJETADO\n' };
  const save = { action: 'persistEntry', params: { ...params, dataFiles: [home], assets: [], options: {} } };
  const json = (body: object): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    readSettings: await attempt(
      backend,
      json({ action: 'getEntry', params: { ...params, path: 'content/site.yaml' } }),
    ),
    readConfig: await attempt(backend, json({ action: 'getEntry', params: { ...params, path: 'vite.config.ts' } })),
    savePage: await attempt(backend, json(save)),
    saveConfig: await attempt(
      backend,
      json({ ...save, params: { ...save.params, dataFiles: [{ ...home, path: 'vite.config.ts' }] } }),
    ),
    // A simple request (text/plain, no preflight): the browser sends it, and the backend must refuse it.
    savePageUnseen: await attempt(backend, {
      ...json(save),
      mode: 'no-cors',
      headers: { 'content-type': 'text/plain' },
    }),
    devCms: await attempt(`${site}/admin/`),
    devSource: await attempt(`${site}/src/root.tsx`),
    devClient: await attempt(`${site}/@vite/client`),
    devContent: await attempt(`${site}/content/site.yaml?raw`),
  };
}
