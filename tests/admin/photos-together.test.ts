import { describe, expect, it } from 'vitest';
import { photoPath } from '../../admin/session/content.ts';
import { photosNamed } from '../../admin/session/photos-together.ts';
import { RefusedSave } from '../../admin/session/refusal.ts';
import { judgePhoto } from '../../schema/load/photo-bytes.ts';
import { photoBudget } from '../../schema/load/photo-budget.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { hugeButTiny } from '../corpus/cases/photos.ts';
import { refusedBy, started, type Cms } from './session-harness.ts';

/*
 * The budget of the photos the site shows, together, in the CMS: the rule `npm run validate` holds
 * them to (schema/load/photo-budget.ts), met by every write that shows another photo, with the
 * pixels of each photo read from the repository, so that no save passes the CMS and stops the build.
 */

/** A PNG that claims 8160 × 6120 pixels (a 50-megapixel sensor) and holds no picture: 57 bytes. */
const fiftyMegapixels = () => new Uint8Array(hugeButTiny(8160, 6120));

const pageFile = 'content/pages/fotos.yaml';
const photoFile = (number: number) => `content/images/foto-${number}.png`;

/** A page showing the photos `numbers`, each in a section of its own. */
function pageShowing(numbers: number[]): string {
  const sections = numbers.map(
    (number) =>
      `  - type: showcase\n    title: Ambiente ${number}\n    facts:\n      - icon: clock\n        title: Horários\n        description: Sempre.\n    image:\n      src: images/foto-${number}.png\n      alt: Uma foto\n`,
  );
  return `path: /fotos\ntitle: Fotos\ndescription: As fotos da clínica.\nsections:\n${sections.join('')}`;
}

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** Another editor's page showing 20 photos of 50 megapixels: 998.8 megapixels, within the budget. */
function nearlyFull(): Cms {
  const cms = started();
  for (const number of numbers(20)) cms.backend.files.set(photoFile(number), fiftyMegapixels());
  cms.backend.saveAs('Bruno Lima', pageFile, pageShowing(numbers(20)));
  return cms;
}

describe('the photos the site shows, together', () => {
  it('a save that shows one more, sent with it, past the budget: refused at the photos, nothing written', async () => {
    const cms = nearlyFull();
    const writes = cms.backend.writes;
    const asset = { path: photoFile(21), file: new Blob([fiftyMegapixels()]) };
    const refused = (await refusedBy(
      cms.backend.persistEntry({ dataFiles: [{ path: pageFile, raw: pageShowing(numbers(21)) }], assets: [asset] }, {}),
    )) as RefusedSave;
    expect(refused).toBeInstanceOf(RefusedSave);
    expect(refused.title).toEqual(say('cms-save-refused', { count: 1 }));
    // With the photos the shipped content shows.
    const texts = [...cms.backend.files].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    const shipped = [...photosNamed(texts.filter(([file]) => file !== pageFile))].flatMap((src) => {
      const bytes = cms.backend.files.get(photoPath(src)) as Uint8Array;
      const judged = judgePhoto(bytes, src);
      return judged.ok ? [{ pixels: judged.width * judged.height, bytes: bytes.length }] : [];
    });
    const totals = {
      photos: 21 + shipped.length,
      pixels: 21 * 8160 * 6120 + shipped.reduce((sum, photo) => sum + photo.pixels, 0),
      bytes: 21 * fiftyMegapixels().length + shipped.reduce((sum, photo) => sum + photo.bytes, 0),
    };
    const largest = ['images/foto-1.png', 'images/foto-10.png', 'images/foto-11.png'];
    expect(refused.problems[0]!.message).toBe(
      say('images-over-budget', { ...totals, limits: photoBudget, largest }).message,
    );
    // Named as the photo library names them, not by their place on disk.
    expect(refused.problems[0]!.hint).toContain('"foto-1.png", "foto-10.png", "foto-11.png"');
    expect(cms.backend.writes).toBe(writes);
    expect(cms.backend.files.has(photoFile(21))).toBe(false);
  });

  it('a photo already in the library, newly shown, is weighed from the repository', async () => {
    const cms = nearlyFull();
    cms.backend.files.set(photoFile(21), fiftyMegapixels());
    const refused = await refusedBy(
      cms.backend.persistEntry({ dataFiles: [{ path: pageFile, raw: pageShowing(numbers(21)) }], assets: [] }, {}),
    );
    expect(refused).toBeInstanceOf(RefusedSave);
  });

  it('a photo sent to the library and shown nowhere, and a save that shows no other photo, pass', async () => {
    const cms = nearlyFull();
    await cms.backend.persistMedia({ path: photoFile(21), file: new Blob([fiftyMegapixels()]) }, {});
    const retitled = pageShowing(numbers(20)).replace('title: Fotos', 'title: Nossas fotos');
    await cms.backend.persistEntry({ dataFiles: [{ path: pageFile, raw: retitled }], assets: [] }, {});
    expect(cms.backend.text(pageFile)).toBe(retitled);
    expect(cms.refusals).toEqual([]);
  });
});
