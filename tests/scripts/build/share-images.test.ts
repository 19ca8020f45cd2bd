import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent, type Content } from '../../../schema/load/index.ts';
import { readLocalImage } from '../../../schema/load/images.ts';
import { cardSvg, copyShareImages, drawShareImages } from '../../../scripts/build/share-images.ts';
import { contentDir } from '../../../project/environment.ts';
import { cardTitle, colourValue, shareImageOf, shareImagePlan } from '../../../src/share-image.server.ts';

const loaded = loadContent(contentDir);
if (!loaded.ok) throw new Error(`the content of ${contentDir} must validate`);
const content = loaded.content;
const page = (address: string) => content.pages.find((candidate) => candidate.path === address)!;
/** The clinic page's first showcase with a photo of the content folder (docs/produto.md §4.3: it has one). */
function clinicPhoto() {
  const showcase = page('/consultorio').sections.find(
    (section) => section.type === 'showcase' && content.images[section.image.src] !== undefined,
  );
  if (showcase?.type !== 'showcase') throw new Error('the clinic page shows no photo of the content folder');
  return showcase.image;
}

const work = mkdtempSync(path.join(tmpdir(), 'invero-share-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A wide photo of a content folder in `work` (a crop to 1200 × 630 keeps one side): its left half red, its right half blue. */
async function halvesPhoto(): Promise<Content['images']> {
  const contentDir = path.join(work, 'content');
  mkdirSync(path.join(contentDir, 'images'), { recursive: true });
  const half = (colour: string) => sharp({ create: { width: 2000, height: 1000, channels: 3, background: colour } }).png().toBuffer();
  await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#000' } })
    .composite([
      { input: await half('#ff0000'), left: 0, top: 0 },
      { input: await half('#0000ff'), left: 2000, top: 0 },
    ])
    .jpeg()
    .toFile(path.join(contentDir, 'images', 'metades.jpg'));
  const read = readLocalImage(contentDir, 'images/metades.jpg');
  if (!read.ok) throw new Error(read.words.message);
  return { 'images/metades.jpg': read.image };
}

describe("a page's share picture", () => {
  it('is the first photo of the content folder the page shows, with its description', () => {
    const plan = shareImagePlan(page('/consultorio'), content);
    expect(plan).toMatchObject({ kind: 'photo', image: { src: clinicPhoto().src } });
    expect(plan?.alt).toBe(clinicPhoto().alt);
  });

  it('is a card of the title in the company’s colour on a page without a photo', () => {
    // With no photo in the content folder, whatever photos the pages name.
    const withoutPhotos = { ...content, images: {} };
    const assessoria = page('/assessoria');
    const company = content.companies.find((candidate) => candidate.id === assessoria.company)!;
    const plan = shareImagePlan(assessoria, withoutPhotos);
    expect(plan).toMatchObject({ kind: 'card', title: cardTitle(assessoria.title, content.site.brand.name) });
    expect(plan?.kind === 'card' && plan.background).toBe(colourValue(company.colour));
    expect(shareImagePlan(page('/'), withoutPhotos)).toMatchObject({ kind: 'card', background: colourValue('brand') });
    expect(shareImageOf(assessoria, withoutPhotos)).toEqual({
      url: `${content.site.url}/assets/${plan!.fileName}`,
      width: 1200,
      height: 630,
      alt: page('/assessoria').title,
    });
  });

  it('is the photo the editor chose, around its focus; another site’s photo is used as it is', async () => {
    const images = { ...content.images, ...(await halvesPhoto()) };
    const chosen = { ...page('/consultorio'), sharePhoto: { src: 'images/metades.jpg', alt: 'Metades', focus: 'left' as const } };
    expect(shareImagePlan(chosen, { ...content, images })).toMatchObject({ kind: 'photo', focus: 'left', alt: 'Metades' });

    const remote = { src: 'https://fotos.exemplo.com/equipe.jpg', alt: 'A equipe', width: 1600, height: 900 };
    expect(shareImagePlan({ ...page('/'), sharePhoto: remote }, content)).toBeUndefined();
    expect(shareImageOf({ ...page('/'), sharePhoto: remote }, content)).toEqual({
      url: remote.src,
      width: 1600,
      height: 900,
      alt: 'A equipe',
    });
  });

  it('is named after what it is made of: the same content, the same file; another title or photo, another file', () => {
    const name = (title: string) => shareImagePlan({ ...page('/assessoria'), title }, content)?.fileName;
    expect(name('Assessoria')).toBe(name('Assessoria'));
    expect(name('Assessoria')).not.toBe(name('Assessoria Tributária'));
    expect(name('Assessoria')).toMatch(/^share-assessoria-[\w-]{10}\.png$/);
    expect(shareImagePlan(page('/consultorio'), content)?.fileName).toMatch(/^share-consultorio-[\w-]{10}\.jpg$/);
  });
});

describe('the card', () => {
  it('leaves out of the title a part that is only the site’s name, which the card shows already', () => {
    expect(cardTitle('Consultório Odontológico | Grupo INVERO', 'Grupo INVERO')).toBe('Consultório Odontológico');
    expect(cardTitle('Grupo INVERO - Excelência em Serviços', 'Grupo INVERO')).toBe('Excelência em Serviços');
    expect(cardTitle('Grupo INVERO', 'Grupo INVERO')).toBe('Grupo INVERO');
    expect(cardTitle('Pré-venda e pós-venda', 'Grupo INVERO')).toBe('Pré-venda e pós-venda');
  });

  it('draws its words as shapes, never with the machine’s fonts: the same card byte for byte', async () => {
    const card = { title: 'Recuperação de créditos — ação já', brand: 'Grupo INVERO', host: 'www.exemplo.com.br', background: '#1d4ed8' };
    const svg = cardSvg(card);
    expect(svg).not.toMatch(/<text\b|font-family/);
    const draw = () => sharp(Buffer.from(cardSvg(card))).png().toBuffer();
    const [first, second] = [await draw(), await draw()];
    expect(first.equals(second)).toBe(true);
    expect(await sharp(first).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});

describe('the build', () => {
  it('writes every page’s picture at 1200 × 630 into the site, from the cache the second time', async () => {
    const images = { ...content.images, ...(await halvesPhoto()) };
    const withChoice = {
      ...content,
      images,
      pages: [...content.pages, { ...page('/consultorio'), path: '/metades', sharePhoto: { src: 'images/metades.jpg', alt: 'M', focus: 'right' as const } }],
    };
    const cache = path.join(work, 'cache');
    const site = path.join(work, 'site');
    await drawShareImages(withChoice, cache);
    copyShareImages(withChoice, site, cache);
    for (const candidate of withChoice.pages) {
      const file = path.join(site, 'assets', shareImagePlan(candidate, withChoice)!.fileName);
      expect(await sharp(file).metadata(), candidate.path).toMatchObject({ width: 1200, height: 630 });
    }
    // Cut around its focus: the right half of the photo, blue.
    const cut = shareImagePlan(withChoice.pages.at(-1)!, withChoice)!;
    const { channels } = await sharp(path.join(site, 'assets', cut.fileName)).stats();
    expect(channels[2]!.mean).toBeGreaterThan(200);
    expect(channels[0]!.mean).toBeLessThan(50);

    const before = readFileSync(path.join(site, 'assets', cut.fileName));
    rmSync(site, { recursive: true });
    await drawShareImages(withChoice, cache);
    copyShareImages(withChoice, site, cache);
    expect(readFileSync(path.join(site, 'assets', cut.fileName)).equals(before)).toBe(true);
  });
});
