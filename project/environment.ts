/**
 * Where the project is and what the environment says, for the two layers that both need it: the
 * app's build-time modules (src/*.server.ts) and the tools (scripts/, the Vite and React Router
 * configurations). It sits below both, so that the app never reaches into scripts/ (a lint rule in
 * eslint.config.js keeps it so), and it holds only what the app reads: the tools' own settings
 * (ports, Chromium, Lighthouse, benchmarks) are in scripts/lib/environment.ts. A relative folder in a
 * variable is relative to the project root, whatever folder a command was started from.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readClock } from './clock.ts';

/**
 * The nearest folder above this module that holds a package.json. Not a fixed `..`: through
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
export const fromRoot = (value: string | undefined, fallback: string) => path.resolve(projectRoot, value ?? fallback);

/**
 * The content folder; tests and benchmarks point the build at another with INVERO_CONTENT_DIR, and
 * the tests' own copies of the content start from it (tests/content/edited-copy.test.ts).
 */
export const contentDir = fromRoot(process.env.INVERO_CONTENT_DIR, 'content');

/** Set by `npm run build`: the published site leaves out what only editors use (the gallery). */
export const isPublishing = process.env.INVERO_PUBLISH === '1';

/**
 * The moment the site is built or previewed for (ms): what is scheduled (`schedule:`) shows only
 * inside its window. `INVERO_NOW` (ISO 8601) sets it, for tests and to look at the site on another
 * day; without it, the real time, read anew at each call (the dev server follows the clock).
 */
export const siteClock = (env: NodeJS.ProcessEnv = process.env): number => readClock(givenSiteClock(env));

/**
 * The moment `INVERO_NOW` holds the site's clock at, as given; undefined when the clock runs (then
 * what is scheduled comes and goes while a server runs). The CMS of `npm run cms` gets it too.
 */
export const givenSiteClock = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.INVERO_NOW?.trim() ? env.INVERO_NOW : undefined;
