import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readYaml } from '../../../admin/yaml/keep-text-format.ts';
import { placeSeparator } from '../../../admin/session/words/form-place.ts';
import { RefusedSave } from '../../../admin/session/refusal.ts';
import { cmsFiles } from '../../../schema/generate/cms-config.ts';
import { maxImageBytes } from '../../../schema/load/photo-bytes.ts';
import { say } from '../../../schema/messages/catalogue/index.ts';
import { entry, homeData, homeFile, refusedBy, started } from '../session-harness.ts';
import { siteEntry, fileWords, pageIn, menuLinkTo, photosShown } from './session.ts';

/*
 * The save session between the Save button and the backend: the text it writes (the keep-the-text
 * format, from the file as read), and the guard that refuses, in the form's words and before
 * anything is written, what `npm run validate` would refuse of the content the write leaves — an
 * edit, a new page, an upload, a deletion — against a backend that holds the shipped content.
 */

describe('deleting', () => {
  it('refuses to delete a photo the content uses, naming where, and the photo stays', async () => {
    const cms = started();
    const [[src, files] = []] = photosShown(cms);
    if (!src || !files) throw new Error('the content uses none of its own photos');
    const photo = `content/${src}`;
    const refused = (await refusedBy(cms.backend.deleteFiles([photo], ''))) as RefusedSave;
    expect(refused).toBeInstanceOf(RefusedSave);
    expect(refused.title).toEqual(say('cms-photo-in-use', { photo: path.posix.basename(src), count: files.length }));
    const places = refused.problems.map((problem) => problem.place);
    for (const file of files) {
      const { title } = pageIn(cms, file);
      expect(places.some((place) => place.startsWith(`Página "${title}"${placeSeparator}`))).toBe(true);
    }
    expect(refused.message).not.toMatch(fileWords);
    expect(cms.backend.files.has(photo)).toBe(true);
  });

  it('refuses to delete a page the menu and the companies link to, naming each place', async () => {
    const cms = started();
    const file = 'content/pages/higienizacao.yaml';
    const refused = (await refusedBy(cms.backend.deleteFiles([file], ''))) as RefusedSave;
    expect(refused).toBeInstanceOf(RefusedSave);
    const places = refused.problems.map((problem) => problem.place);
    expect(places).toContain(
      [siteEntry.label, 'Navegação', menuLinkTo(cms, '/higienizacao'), 'Página'].join(placeSeparator),
    );
    const { companies } = readYaml(cms.backend.text(cmsFiles.companies)!) as { companies: { page: string }[] };
    const company = companies.findIndex((candidate) => candidate.page === '/higienizacao') + 1;
    expect(places.some((place) => place.startsWith(`Empresas${placeSeparator}Empresa ${company}`))).toBe(true);
    expect(refused.message).not.toMatch(fileWords);
    expect(cms.backend.files.has(file)).toBe(true);
  });

  it('deletes a photo nothing uses', async () => {
    const cms = started();
    cms.backend.files.set('content/images/solta.jpg', new Uint8Array([0xff, 0xd8]));
    await cms.backend.deleteFiles(['content/images/solta.jpg'], '');
    expect(cms.backend.files.has('content/images/solta.jpg')).toBe(false);
  });
});

describe('photos written with an entry', () => {
  const photoFile = async (width: number, height: number, noise = false) => {
    const raw = noise
      ? sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
          raw: { width, height, channels: 3 },
        })
      : sharp({ create: { width, height, channels: 3, background: '#0e7490' } });
    return new Blob([new Uint8Array(await raw.jpeg({ quality: 100 }).toBuffer())], { type: 'image/jpeg' });
  };

  it('sends a photo once: a later save does not send it again (Decap keeps it in the draft and resends it)', async () => {
    const cms = started();
    const asset = { path: 'content/images/sala.jpg', file: await photoFile(60, 40) };
    const data = homeData();
    cms.session.prepareSave(entry(data));
    const raw = cms.session.formatter.toFile(data);
    await cms.backend.persistEntry({ dataFiles: [{ path: homeFile, raw }], assets: [asset] }, {});
    await cms.backend.persistEntry({ dataFiles: [{ path: homeFile, raw }], assets: [asset] }, {});
    expect(cms.backend.persisted.map((persisted) => persisted.assets.length)).toEqual([1, 0]);
  });

  it('refuses a photo over the size limit, and writes nothing', async () => {
    const cms = started();
    const big = new Blob([new Uint8Array(maxImageBytes + 1)], { type: 'image/jpeg' });
    const refused = (await refusedBy(
      cms.backend.persistEntry({ dataFiles: [], assets: [{ path: 'content/images/enorme.jpg', file: big }] }, {}),
    )) as RefusedSave;
    expect(refused).toBeInstanceOf(RefusedSave);
    expect(refused.problems[0]!.message).toMatch(/"enorme\.jpg" é grande demais/);
    expect(cms.backend.files.has('content/images/enorme.jpg')).toBe(false);
  });

  it('tells which photo a save stopped using, when nothing else uses it', async () => {
    const cms = started();
    const unused: string[][] = [];
    cms.session.on('unused', (photos) => unused.push(photos));
    const [src, [file] = []] = [...photosShown(cms)].find(([, files]) => files.length === 1) ?? [];
    if (!src || !file) throw new Error('the content uses none of its own photos in one place only');
    const text = cms.backend.text(file)!;
    const asset = { path: 'content/images/sala-nova.jpg', file: await photoFile(60, 40) };
    const swapped = text.replace(`src: ${src}`, 'src: images/sala-nova.jpg');
    const data = readYaml(swapped);
    cms.session.opened(file, text);
    cms.session.prepareSave(entry(data, { path: file, raw: text }));
    const raw = cms.session.formatter.toFile(data as object);
    await cms.backend.persistEntry({ dataFiles: [{ path: file, raw }], assets: [asset] }, {});
    expect(raw).toBe(swapped);
    expect(unused).toEqual([[src]]);
  });
});

describe('reading', () => {
  it('says in Portuguese that an address names no entry, where Decap would show an empty form', async () => {
    const cms = started();
    await expect(cms.backend.getEntry('content/pages/apagada.yaml')).rejects.toThrow(say('cms-entry-missing').message);
  });

  it('keeps the comments of the file its draft began from in a backup of a draft (toFile outside a save)', () => {
    const cms = started();
    const site = cms.backend.text(cmsFiles.site)!;
    cms.session.opened(cmsFiles.site, site);
    const data = cms.session.formatter.fromFile(site) as object;
    expect(cms.session.formatter.toFile(data)).toBe(site);
  });
});
