import { writeFileSync } from 'node:fs';
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
 * The project's files a build of the CMS read, relative to the project: its settings, the
 * configuration and what it imports (Decap's swaps among them), and every module of the bundle
 * (sources, styles, the site's sections its preview draws). The installed packages are not listed:
 * the cache keys them apart.
 */
export function adminInputs(configFiles: readonly string[], moduleIds: Iterable<string>): string[] {
  const files = [...projectSettings, ...configFiles, ...moduleIds]
    // A virtual module (\0…) is no file; a query (?raw, ?url) reads the file it follows.
    .filter((id) => path.isAbsolute(id))
    .map((id) => id.replace(/\?.*$/, ''))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .map((file) => path.relative(projectRoot, file).split(path.sep).join('/'));
  return [...new Set(files)].sort();
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
