// @vitest-environment jsdom
/**
 * Decap's own check of its configuration (decap-cms-core's constants/configSchema.js: a JSON schema,
 * with ajv), which the CMS's bundle leaves out (admin/decap/swaps/config-checked-by-tests.ts), run on
 * every kind of configuration admin/cms-config.ts makes, with the widgets the CMS registers
 * (admin/decap/swaps/parts.ts). Decap's modules import one another in circles that only a bundler
 * untangles, so the check is bundled first, by Vite, as the CMS's build bundles Decap.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { cmsInitConfig } from '../../admin/cms-config.ts';
import { projectRoot } from '../../project/environment.ts';
import { cmsOnlineConfig } from '../../schema/generate/cms-config.ts';
import { siteSchema } from '../../schema/site.ts';

type Check = (config: unknown) => void;

/** The bundle's entry, a module of this file's own: Vite asks for it by its path under the root. */
const entry = 'decap-config-check';
const entryCode = `
import { validateConfig } from 'decap-cms-core/dist/esm/constants/configSchema.js';
import registry from 'decap-cms-core/dist/esm/lib/registry.js';
import { registerDecapParts } from ${JSON.stringify(path.join(projectRoot, 'admin/decap/swaps/parts.ts'))};
registerDecapParts(registry);
export { validateConfig };
`;

/** Decap's `validateConfig`, bundled with the CMS's widgets registered. */
async function decapCheck(folder: string): Promise<Check> {
  const [bundle] = (await build({
    configFile: false,
    root: projectRoot,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'decap-config-check',
        resolveId: (id) => (id.endsWith(`/${entry}`) ? `\0${entry}` : null),
        load: (id) => (id === `\0${entry}` ? entryCode : null),
      },
    ],
    build: { write: false, minify: false, target: 'es2022', lib: { entry, formats: ['es'], fileName: 'check' } },
  })) as Rolldown.RolldownOutput[];
  const file = path.join(folder, 'check.mjs');
  writeFileSync(file, bundle!.output[0].code);
  return ((await import(/* @vite-ignore */ file)) as { validateConfig: Check }).validateConfig;
}

const siteData = () => parse(readFileSync('content/site.yaml', 'utf8')) as Record<string, unknown>;
const online = (cms: Record<string, unknown>) =>
  cmsInitConfig({ online: cmsOnlineConfig(siteSchema.parse({ ...siteData(), cms })) });
const local = () => cmsInitConfig({ localBackend: 'http://127.0.0.1:8081/api/v1' });

describe('Decap’s own check of the configuration the admin gives it', { timeout: 120_000 }, () => {
  let folder: string;
  let check: Check;
  beforeAll(async () => {
    // Under the project: Vitest imports the bundle as one of the project's modules.
    const cache = path.join(projectRoot, 'node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    folder = mkdtempSync(path.join(cache, 'invero-decap-check-'));
    // Decap makes a stand-in picture as its modules load; jsdom has no object URLs.
    URL.createObjectURL = () => 'blob:decap-config-check';
    check = await decapCheck(folder);
  }, 120_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it.each([
    ['`npm run cms`', local],
    ['a GitHub account', () => online({ repo: 'grupoinvero/site' })],
    [
      'a login service and another branch',
      () => online({ repo: 'grupoinvero/site', branch: 'publicado', authUrl: 'https://login.grupoinvero.com.br/' }),
    ],
    ['a private repository', () => online({ repo: 'grupoinvero/site', repoVisibility: 'private' })],
    [
      'e-mail, at the editor’s own address',
      () => online({ repo: 'grupoinvero/site', signIn: 'email', editorUrl: 'https://editor.grupoinvero.com.br' }),
    ],
  ])('accepts the configuration saving with %s', (_, made) => {
    const config = made();
    expect(config).toBeDefined();
    expect(() => check(config)).not.toThrow();
  });

  it('refuses one Decap would not run: two fields of one name', () => {
    // Decap prints what it refused before it throws.
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = local()!;
    const [first, ...others] = config.collections as { fields: unknown[] }[];
    const twice = { ...first!, fields: [first!.fields[0], ...first!.fields] };
    expect(() => check({ ...config, collections: [twice, ...others] })).toThrow(/fields names must be unique/);
    expect(printed).toHaveBeenCalled();
  });
});
