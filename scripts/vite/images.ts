import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { photosIn, readLocalImage } from '../../schema/load/images.ts';
import { encodings, imageAssetsFolder, variantsOf } from '../../src/images.server.ts';
import { encodedFile } from '../build/images.ts';

/** The photo of the content folder, and the variant of it, that a published file name stands for. */
function findVariant(contentDir: string, fileName: string) {
  for (const src of photosIn(contentDir)) {
    const read = readLocalImage(contentDir, src);
    const variant = read.ok ? variantsOf(read.image).find((candidate) => candidate.fileName === fileName) : undefined;
    if (read.ok && variant) return { image: read.image, variant };
  }
  return undefined;
}

/**
 * The photos of content/images/ in `npm run dev`, at the same addresses as in the built site: each
 * file is encoded when a page first asks for it, into the build's cache, so the dev server shows
 * exactly what the build will publish and a later build finds it done.
 */
export function imagesInDev(contentDir: string): Plugin {
  return {
    name: 'invero-images',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(`/${imageAssetsFolder}`, (request, response, next) => {
        const fileName = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname.slice(1));
        const found = findVariant(contentDir, fileName);
        if (!found) return next();
        encodedFile(found.image, found.variant)
          .then(({ file }) => readFile(file))
          .then((bytes) => {
            response.setHeader('content-type', encodings[found.variant.format].type);
            // The name changes with the photo; still, never keep a preview's files past a reload.
            response.setHeader('cache-control', 'no-cache');
            response.end(bytes);
          })
          .catch(next);
      });
    },
  };
}
