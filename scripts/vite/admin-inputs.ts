import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { projectRoot } from '../../project/environment.ts';

/** Where a build of the CMS lists the files it was made from (scripts/build/admin-cache.ts sets it). */
export const adminInputsVariable = 'INVERO_ADMIN_INPUTS_FILE';

/**
 * What every build reads besides its modules: the compiler's settings (how JSX and classes are
 * compiled) and the project's package (its module type, its packages' versions).
 */
const projectSettings = ['tsconfig.json', 'package.json'].map((file) => path.join(projectRoot, file));

/**
 * What a stylesheet takes from other files, by their addresses relative to it: `@import`, `url()`,
 * `composes: … from`. Vite reads them inside the stylesheet's own step, and they are no modules of the
 * bundle: the preview's styles import the site's design tokens this way.
 */
const cssReference =
  /@import\s+(?:url\(\s*)?['"]?([^'")\s;]+)|url\(\s*['"]?([^'")\s]+)|composes:[^;]*?\sfrom\s+['"]([^'"]+)['"]/g;

/** A stylesheet and the files it references, all the way down (only those relative to it: the project's). */
function withCssReferences(file: string, found: Set<string>): void {
  if (found.has(file) || !existsSync(file)) return;
  found.add(file);
  if (!file.endsWith('.css')) return;
  for (const match of readFileSync(file, 'utf8').matchAll(cssReference)) {
    const reference = (match[1] ?? match[2] ?? match[3])!;
    if (reference.startsWith('.'))
      withCssReferences(path.resolve(path.dirname(file), reference.replace(/[?#].*$/, '')), found);
  }
}

/**
 * The project's files a build of the CMS read, relative to the project: its settings, the
 * configuration and what it imports (Decap's swaps among them), every module of the bundle (sources,
 * styles, the site's sections its preview draws) and what their stylesheets reference. The installed
 * packages are not listed: the cache keys them apart.
 */
export function adminInputs(configFiles: readonly string[], moduleIds: Iterable<string>): string[] {
  const found = new Set<string>();
  [...projectSettings, ...configFiles, ...moduleIds]
    // A virtual module (\0…) is no file; a query (?raw, ?inline) reads the file it follows.
    .filter((id) => path.isAbsolute(id))
    .map((id) => id.replace(/\?.*$/, ''))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .forEach((file) => withCssReferences(file, found));
  return [...found].map((file) => path.relative(projectRoot, file).split(path.sep).join('/')).sort();
}

/** Writes `adminInputs` of the build to the file `INVERO_ADMIN_INPUTS_FILE` names, when it names one. */
export function recordAdminInputs(): Plugin {
  let configFiles: readonly string[] = [];
  return {
    name: 'invero-admin-inputs',
    apply: 'build',
    configResolved(config) {
      configFiles = config.configFileDependencies;
    },
    generateBundle() {
      const file = process.env[adminInputsVariable];
      if (file) writeFileSync(file, JSON.stringify(adminInputs(configFiles, this.getModuleIds())));
    },
  };
}
