import type { Plugin } from 'vite';
import { spriteUrl } from '../../src/components/Icon/sprite-url.ts';

/** Serves the icon sprite in `npm run dev`; the build writes the same file into the site (scripts/build/finish-site.ts). */
export function iconSpriteInDev(): Plugin {
  return {
    name: 'invero-icon-sprite',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(spriteUrl, (_request, response, next) => {
        server
          .ssrLoadModule('/src/icon-sprite.server.tsx')
          .then((module) => {
            response.setHeader('content-type', 'image/svg+xml');
            response.end((module as typeof import('../../src/icon-sprite.server.tsx')).iconSprite());
          })
          .catch(next);
      });
    },
  };
}
