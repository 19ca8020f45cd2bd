/**
 * What the environment variables say to the tools only: where the build writes, the ports, the
 * system Chromium, the benchmarks and Lighthouse. Out of the app's reach (src/ may not import
 * scripts/); what the app reads too (the project root, the content folder) is in project/environment.ts.
 */
import { fromRoot } from '../../project/environment.ts';

/** Where `npm run build` puts the published site; INVERO_OUT_DIR for another place. */
export const outDir = fromRoot(process.env.INVERO_OUT_DIR, 'dist');

/**
 * Where the build keeps the photos it has encoded, by content: a later build (and the dev server)
 * copies them instead of encoding them again. Under node_modules/, so that it is never committed.
 */
export const imageCacheDir = fromRoot(process.env.INVERO_IMAGE_CACHE, 'node_modules/.cache/invero-images');

/**
 * Where the build keeps the CMS it has built, with the files it was built from: a later build (and
 * `npm run cms`) copies it when none of them changed (scripts/build/admin-cache.ts).
 */
export const adminCacheDir = fromRoot(process.env.INVERO_ADMIN_CACHE, 'node_modules/.cache/invero-admin');

/** React Router's own output; `npm run build` points it at a fresh folder with INVERO_BUILD_DIR. */
export const buildDir = fromRoot(process.env.INVERO_BUILD_DIR, 'build');

/** The system Chromium (the Debian package's binary); CHROMIUM_PATH where a machine keeps it elsewhere. */
export const chromiumPath = fromRoot(process.env.CHROMIUM_PATH, '/usr/bin/chromium');

/** The port `npm run serve` listens on. */
export const port = Number(process.env.PORT ?? 4173);

/**
 * On a CI machine (GitHub Actions, Netlify and Cloudflare Pages all set CI), `npm run build` writes
 * `dist/` as a plain folder, the form every publisher reads, instead of a link to the latest build.
 */
export const isCi = ['true', '1'].includes(process.env.CI ?? '');

/**
 * The commit a host builds, from the variable each one sets: Netlify `COMMIT_REF`, Cloudflare Pages
 * `CF_PAGES_COMMIT_SHA`, GitHub Actions `GITHUB_SHA`. Undefined on a machine that is none of them.
 */
export function hostCommit(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return [env.COMMIT_REF, env.CF_PAGES_COMMIT_SHA, env.GITHUB_SHA].find((value) => /^[0-9a-f]{40}$/.test(value ?? ''));
}

/** Under GitHub Actions, `npm run validate` also prints annotations. */
export const isGitHubActions = process.env.GITHUB_ACTIONS === 'true';

/** `npm run bench`'s site sizes, in pages. */
export const benchSizes = (process.env.BENCH_SIZES ?? '4,40,400').split(',').map(Number);

/** `npm run lighthouse`'s form factors (mobile, desktop). */
export const lighthouseFormFactors = (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop').split(',');

/** How many times `npm run lighthouse` measures each page (the median counts); LIGHTHOUSE_RUNS for another number. */
export const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The variables that choose the ports of `npm run cms`, which names them when a port is taken. */
export const cmsPortVariables = { backend: 'INVERO_CMS_PORT', dev: 'INVERO_DEV_PORT' } as const;

/** Set by `npm run cms` for the dev server it starts: that server is there for an editor. */
export const servesEditors = process.env.INVERO_CMS === '1';

/** The port of the CMS's local backend in `npm run cms` (always on 127.0.0.1). */
export const cmsServerPort = Number(process.env[cmsPortVariables.backend] ?? 8081);

/** The dev server's port in `npm run cms` (`npm run dev` takes Vite's own `--port`). */
export const devPort = Number(process.env[cmsPortVariables.dev] ?? 5173);
