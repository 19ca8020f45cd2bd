/**
 * The local editor (`npm run cms` on a temporary git copy) against what an outside audit tried.
 *
 * No file in the project runs as the editor: the dev server serves nothing of content/ by any
 * spelling, an SVG it does serve runs no script, another site cannot frame the editor, and the
 * endpoint that opens files in the terminal's editor is off. And a page that runs at the CMS's own
 * origin anyway finds this run's secret nowhere it can read: what it sends the backend is refused
 * (403) and nothing is written, while the CMS's own tab saves. The photo library takes photos only.
 *
 * No content stops the editor: each class of broken content
 * the local backend can be asked to write — text that is not YAML, a page's address changed so that
 * links break, a new page then broken, two pages at one address, a linked page removed, anchors and
 * aliases — is saved through the backend as a program would (not the CMS, whose guard refuses it),
 * and every page asked for afterwards gets an answer: the dev server and the backend stay up, and
 * the report shows where the page would be. Put right, the site comes back.
 */
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { formReader } from '../../admin/session/words/form-words.ts';
import { photoExtensions } from '../../schema/fields/file-names.ts';
import { say, sayAgain } from '../../schema/messages/catalogue/index.ts';
import { snapshot } from '../support/files.ts';
import { openEntry, openMediaLibrary, sessionNotice, startupTimeout, stepTimeout, test } from './cms-support.ts';
import { putCopyBack, restoreAfterTest, waitForRoutes } from './cms-copy-reset.ts';
import { backendRequest, saveThroughBackend, askEveryPage, breakages } from './hostile/attacks.ts';

describe('no content stops the editor', () => {
  for (const { name, saves, before } of breakages) {
    test(name, { timeout: 2 * startupTimeout + 6 * stepTimeout }, async ({ cms }) => {
      restoreAfterTest(cms);
      for (const [slug, raw] of before?.(cms) ?? []) await saveThroughBackend(cms, slug, raw);
      if (before) await waitForRoutes(cms);
      for (const [slug, raw] of saves(cms)) await saveThroughBackend(cms, slug, raw);
      const paths = ['/', '/assessoria', '/consultorio', '/nova', '/inicio', '/admin/'];
      // Asked at once, as an open preview would: what stopped the server before.
      await askEveryPage(cms, paths);
      // Once the server has caught up with the files, every page gets an answer.
      await waitForRoutes(cms);
      const statuses = await askEveryPage(cms, paths);
      expect(statuses.every((status) => typeof status === 'number')).toBe(true);
      // The CMS's own page is still served, and the backend still answers it.
      expect(statuses.at(-1)).toBe(200);
      expect((await backendRequest(cms, { action: 'info' })).status).toBe(200);
      // Put right (the backend's saves were published as commits), the site is back.
      await putCopyBack(cms);
      await waitForRoutes(cms);
      await expect.poll(() => askEveryPage(cms, ['/']), { timeout: startupTimeout }).toEqual([200]);
    });
  }
});

describe('the photo library', () => {
  test(
    'offers photos only, and refuses a file whose name is not a photo’s before sending it, whatever its bytes',
    { timeout: 2 * startupTimeout + 4 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      // A real JPEG, named as the audit's SVG: its bytes alone would pass.
      const named = path.join(cms.root, 'evil.svg');
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0e7490' } })
        .jpeg()
        .toFile(named);
      const before = snapshot(cms.contentDir);
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      await openMediaLibrary(page);
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByText('Enviar novo').click()]);
      const offered = ((await chooser.element().getAttribute('accept')) ?? '').split(',');
      expect(offered.filter((type) => type.startsWith('.'))).toEqual(photoExtensions.map((name) => `.${name}`));
      expect(offered.filter((type) => !type.startsWith('.'))).toEqual([
        'image/jpeg',
        'image/png',
        'image/webp',
        'image/avif',
      ]);

      // Picked anyway (a chooser's "all files", or dropped on it): refused in the session's notice.
      await chooser.setFiles(named);
      const refused = sessionNotice(page);
      await refused.waitFor();
      const why = sayAgain(
        say('image-name-not-photo', { src: 'evil.svg' }),
        formReader(() => ''),
      );
      expect(await refused.innerText()).toContain(say('cms-upload-refused', { photo: 'evil.svg' }).message);
      expect(await refused.innerText()).toContain(why.message);
      expect(snapshot(cms.contentDir)).toEqual(before);
      expect(problems).toEqual([]);
    },
  );
});
