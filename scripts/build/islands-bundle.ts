import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { islandsManifestFile } from '../../vite.islands.config.ts';
import { runVite } from '../lib/child-process.ts';

/** The manifest Vite writes of a build: each module's file, and the modules it imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The islands' scripts as the build published them: what a page with some islands loads. */
export interface IslandsBundle {
  /** The address of src/islands/client.ts's file, the module a page imports. */
  entry: string;
  /**
   * The addresses of every module a page with these islands loads before it is interactive: the entry,
   * each island's chunk, and all they import statically (React among them), each once.
   */
  modulesFor(islands: readonly string[]): string[];
  /** Every script file of the islands (those loaded later, like the notices' list, too), from the site's folder. */
  files: string[];
}

const entrySource = 'src/islands/client.ts';
const islandSuffix = '.island.tsx';

/** The name of the island a manifest key is the module of: `src/layout/Header/Header.island.tsx` → Header. */
const islandNameOf = (key: string) =>
  key.endsWith(islandSuffix) ? key.slice(key.lastIndexOf('/') + 1, -islandSuffix.length) : undefined;

/** The bundle described by a manifest of the islands' build. Throws, in Portuguese, on a page's unknown island. */
export function islandsBundle(manifest: Manifest): IslandsBundle {
  const address = (key: string) => `/${manifest[key]!.file}`;
  const islandKeys = new Map(
    Object.keys(manifest).flatMap((key) => {
      const name = islandNameOf(key);
      return name === undefined ? [] : [[name, key] as const];
    }),
  );
  if (!manifest[entrySource]?.isEntry) throw new Error(`o build das ilhas não tem ${entrySource}`);
  return {
    entry: address(entrySource),
    files: Object.values(manifest)
      .map(({ file }) => file)
      .filter((file) => file.endsWith('.js')),
    modulesFor(islands) {
      const keys = new Set<string>();
      const visit = (key: string) => {
        if (keys.has(key)) return;
        keys.add(key);
        for (const imported of manifest[key]?.imports ?? []) visit(imported);
      };
      visit(entrySource);
      for (const name of islands) {
        const key = islandKeys.get(name);
        if (!key) throw new Error(`a página tem a ilha "${name}", mas não há um arquivo ${name}${islandSuffix}`);
        visit(key);
      }
      return [...keys].map(address);
    },
  };
}

/**
 * Builds the islands' scripts (vite.islands.config.ts) into `workDir`, and copies them into the site's
 * assets (the stylesheet it also writes is the site's one, already in every page). Returns the
 * bundle, or why the build failed.
 */
export function buildIslands(workDir: string, clientDir: string): IslandsBundle | string {
  const outDir = path.join(workDir, 'islands');
  const build = runVite({
    args: ['build', '--config', 'vite.islands.config.ts'],
    env: { INVERO_ISLANDS_OUT_DIR: outDir, NODE_ENV: 'production' },
  });
  if (build.status !== 0) return `✖ A geração dos scripts das ilhas falhou:\n${build.output}`;
  const manifest = JSON.parse(readFileSync(path.join(outDir, islandsManifestFile), 'utf8')) as Manifest;
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  const bundle = islandsBundle(manifest);
  for (const file of bundle.files) copyFileSync(path.join(outDir, file), path.join(clientDir, file));
  return bundle;
}
