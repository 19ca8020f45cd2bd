/**
 * Where the project is, and what the environment variables say, read in this one place. A relative
 * folder in a variable is relative to the project root, whatever folder a command was started from.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The nearest folder above this module that holds a package.json. Not a fixed `../..`: through
 * src/content.server.ts this module is also inlined into react-router's server build (in the
 * project, under `build/` or `.build-PID/`), and runs from there while the pages are prerendered.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();

/** A path an environment variable names, or its default, resolved from the project root. */
const fromRoot = (value: string | undefined, fallback: string) => path.resolve(projectRoot, value ?? fallback);

/** The content folder; tests and benchmarks point the build at another with INVERO_CONTENT_DIR. */
export const contentDir = fromRoot(process.env.INVERO_CONTENT_DIR, 'content');

/** Where `npm run build` puts the published site; INVERO_OUT_DIR for another place. */
export const outDir = fromRoot(process.env.INVERO_OUT_DIR, 'dist');

/**
 * Where the build keeps the photos it has encoded, by content: a later build (and the dev server)
 * copies them instead of encoding them again. Under node_modules/, so that it is never committed.
 */
export const imageCacheDir = fromRoot(process.env.INVERO_IMAGE_CACHE, 'node_modules/.cache/invero-images');

/** React Router's own output; `npm run build` points it at a fresh folder with INVERO_BUILD_DIR. */
export const buildDir = fromRoot(process.env.INVERO_BUILD_DIR, 'build');

/** Set by `npm run build`: the published site leaves out what only editors use (the gallery). */
export const isPublishing = process.env.INVERO_PUBLISH === '1';

/** The system Chromium (the Debian package's binary); CHROMIUM_PATH where a machine keeps it elsewhere. */
export const chromiumPath = fromRoot(process.env.CHROMIUM_PATH, '/usr/bin/chromium');

/** The port `npm run serve` listens on. */
export const port = Number(process.env.PORT ?? 4173);

/**
 * On a CI machine (GitHub Actions, Netlify and Cloudflare Pages all set CI), `npm run build` writes
 * `dist/` as a plain folder, the form every publisher reads, instead of a link to the latest build.
 */
export const isCi = ['true', '1'].includes(process.env.CI ?? '');

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

/** The port of the CMS's local backend in `npm run cms` (always on 127.0.0.1). */
export const cmsServerPort = Number(process.env[cmsPortVariables.backend] ?? 8081);

/** The dev server's port in `npm run cms` (`npm run dev` takes Vite's own `--port`). */
export const devPort = Number(process.env[cmsPortVariables.dev] ?? 5173);
