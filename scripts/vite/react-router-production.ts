import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const productionDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '..',
  'production',
);
const production: Record<string, string> = {
  'react-router': path.join(productionDir, 'index.mjs'),
  'react-router/dom': path.join(productionDir, 'dom-export.mjs'),
};

/**
 * React Router 7 ships a production build but its package exports only the development one, whose
 * warnings then reach every visitor (remix-run/react-router#12532 and #14102, open). The browser's
 * bundles take the production build: the same code without the warnings, about 1 KB less with
 * gzip. The prerender keeps the exported build; the two render the same markup.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'invero-react-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => production[id],
  };
}
