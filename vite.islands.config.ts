import path from 'node:path';
import { defineConfig } from 'vite';
import { projectRoot } from './project/environment.ts';
import { shortClassNames } from './scripts/vite/short-class-names.ts';

/** Where the islands' build writes, and the name of the manifest it writes there (scripts/build/islands-bundle.ts). */
export const islandsManifestFile = 'islands-manifest.json';

/**
 * The browser's code of the public pages: src/islands/client.ts, which hydrates the islands of a page,
 * and one chunk per island (`*.island.tsx`), built apart from React Router's client build, whose
 * whole-page router the pages no longer load. `npm run build` runs it (scripts/build/islands-bundle.ts)
 * and gives each page the scripts of the islands it has (scripts/build/island-scripts.ts).
 */
export default defineConfig({
  root: projectRoot,
  publicDir: false,
  cacheDir: path.join(projectRoot, 'node_modules/.vite-islands'),
  logLevel: 'warn',
  // The islands' CSS module classes get the names the prerendered pages use (the same namer, by file and class).
  plugins: [shortClassNames()],
  build: {
    outDir: process.env.INVERO_ISLANDS_OUT_DIR ?? path.join(projectRoot, 'build/islands'),
    emptyOutDir: true,
    // Evergreen browsers only, as the rest of the site.
    target: 'es2022',
    manifest: islandsManifestFile,
    // Each page preloads exactly the modules of its islands itself, after its first paint.
    modulePreload: false,
    // The styles are the site's one stylesheet, already in every page: the CSS written here is dropped.
    cssCodeSplit: false,
    rolldownOptions: {
      input: path.join(projectRoot, 'src/islands/client.ts'),
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
      },
    },
  },
});
