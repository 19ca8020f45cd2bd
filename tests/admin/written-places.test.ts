import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { putBack } from '../../admin/session/put-back.ts';
import { RefusedSave } from '../../admin/session/refusal.ts';
import { contentDir } from '../../project/environment.ts';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import { homeData, refusedBy, started, type Cms } from './session-harness.ts';

/*
 * Every write of the CMS puts files only where `npm run validate` reads them (the loader's own rule,
 * schema/load/content-places.ts): the audit brought back online, through "Páginas apagadas",
 * content/pages/sub/pasta.yaml (the build then refused the folder, and every deploy stopped) and
 * content/pages/.oculta.yaml (never shown), each told "Página de volta … ver a página". Each way in
 * is refused here, with the catalogue's words, and nothing written.
 */

const photo = new Uint8Array(readFileSync(path.join(contentDir, 'images/consultorio.jpg')));

/** A page of its own (address, title, description), as the CMS writes one. */
function pageText(cms: Cms, address: string): string {
  const data = { ...homeData(), path: `/${address}`, title: `Página ${address}`, description: `A página ${address}.` };
  return cms.session.formatter.toFile(data);
}

/** The write is refused with `words` at the file, and nothing is written. */
async function expectRefused(cms: Cms, writing: () => Promise<unknown>, title: Words, words: Words) {
  const writes = cms.backend.writes;
  const refused = (await refusedBy(writing())) as RefusedSave;
  expect(refused).toBeInstanceOf(RefusedSave);
  expect(refused.title).toEqual(title);
  expect(refused.problems[0]).toMatchObject({ message: words.message, hint: words.hint });
  expect(cms.backend.writes).toBe(writes);
  expect(cms.refusals).toEqual([refused]);
}

const oddPages = [
  ['content/pages/sub/pasta.yaml', say('pages-subfolder', { name: 'content/pages/sub' })],
  ['content/pages/.oculta.yaml', say('file-hidden', { name: 'content/pages/.oculta.yaml', suggestion: 'oculta.yaml' })],
] as const;

describe('a page brought back where the loader would refuse or pass over it', () => {
  it.each(oddPages)('%s: refused, nothing written', async (file, words) => {
    const cms = started();
    const text = pageText(cms, 'pasta');
    await expectRefused(
      cms,
      () => putBack(cms.session, [{ path: file, text, expected: undefined }], 'Página de volta'),
      say('cms-restore-refused', { count: 1 }),
      words,
    );
    expect(cms.backend.files.has(file)).toBe(false);
  });

  it('a page directly in pages/ under a plain name comes back', async () => {
    const cms = started();
    const file = 'content/pages/pasta.yaml';
    const text = pageText(cms, 'pasta');
    await putBack(cms.session, [{ path: file, text, expected: undefined }], 'Página de volta');
    expect(cms.backend.text(file)).toBe(text);
  });
});

describe('every other write of the CMS, by the same rule', () => {
  it.each(oddPages)('an entry saved as %s', async (file, words) => {
    const cms = started();
    const raw = pageText(cms, 'pasta');
    await expectRefused(
      cms,
      () => cms.backend.persistEntry({ dataFiles: [{ path: file, raw }], assets: [] }, {}),
      say('cms-save-refused', { count: 1 }),
      words,
    );
  });

  it('a photo sent with an entry, or alone, under a hidden name', async () => {
    const cms = started();
    const file = 'content/images/.oculta.jpg';
    const words = say('file-name-not-plain', { name: '.oculta.jpg', kind: 'photo', suggestion: 'oculta.jpg' });
    const asset = { path: file, file: new Blob([photo]) };
    await expectRefused(
      cms,
      () => cms.backend.persistMedia(asset, {}),
      say('cms-upload-refused', { photo: '.oculta.jpg' }),
      words,
    );
    cms.refusals.length = 0;
    const raw = cms.backend.text('content/pages/home.yaml')!;
    await expectRefused(
      cms,
      () => cms.backend.persistEntry({ dataFiles: [{ path: 'content/pages/home.yaml', raw }], assets: [asset] }, {}),
      say('cms-save-refused', { count: 1 }),
      words,
    );
  });

  it('a photo brought back into a folder whose name is not plain', async () => {
    const cms = started();
    const file = 'content/images/Equipe/ana.jpg';
    await expectRefused(
      cms,
      () => putBack(cms.session, [], 'Foto de volta: ana.jpg', [{ path: file, bytes: photo }]),
      say('cms-photo-back-refused', { photo: 'ana.jpg', count: 1 }),
      say('file-name-not-plain', { name: 'Equipe', kind: 'folder', suggestion: 'equipe' }),
    );
  });
});
