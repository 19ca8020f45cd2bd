import path from 'node:path';
import { defineConfig } from 'vite';
import { projectRoot } from './project/environment.ts';
import { recordAdminInputs } from './scripts/vite/admin-inputs.ts';
import { decapParts } from './scripts/vite/decap-parts.ts';

/**
 * The CMS at /admin/ (admin/index.html → admin/main.tsx), apart from the site: its own bundle, which
 * no public page loads, and its own resolution of dependencies (Decap brings React Router 5 with it,
 * which the site's React Router plugin would replace by the site's 7). `npm run build` builds it
 * into the site (scripts/build/admin-site.ts), and `npm run cms` builds it for its run; `npm run dev`
 * serves it from its sources (scripts/vite/admin.ts).
 */
export default defineConfig({
  root: path.join(projectRoot, 'admin'),
  base: '/admin/',
  // The site's static files are the site's: the CMS uses its favicon from the site's own address.
  publicDir: false,
  cacheDir: path.join(projectRoot, 'node_modules/.vite-admin'),
  logLevel: 'warn',
  // What the build read, for the next build to keep it when none of it changed (scripts/build/admin-cache.ts).
  plugins: [decapParts(), recordAdminInputs()],
  // In `npm run dev` Decap's packages are pre-bundled: the same parts replaced there.
  optimizeDeps: { rolldownOptions: { plugins: [decapParts()] } },
  build: {
    outDir: process.env.INVERO_ADMIN_OUT_DIR ?? path.join(projectRoot, 'build/admin'),
    emptyOutDir: true,
    target: 'es2022',
    // Decap is one large application (≈ 600 KB gzip as assembled here), loaded only by editors.
    chunkSizeWarningLimit: 3000,
  },
});
