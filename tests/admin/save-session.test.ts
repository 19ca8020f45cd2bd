import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatedConfig } from '../../admin/cms-config.ts';
import { pageFirstLine } from '../../admin/yaml/file-texts.ts';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { placeSeparator } from '../../admin/session/words/form-place.ts';
import { RefusedSave } from '../../admin/session/refusal.ts';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { maxImageBytes } from '../../schema/load/photo-bytes.ts';
import { say, sayAgain } from '../../schema/messages/catalogue/index.ts';
import { formReader } from '../../admin/session/words/form-words.ts';
import { photoUses } from '../support/photo-uses.ts';
import {
  entry,
  heroOf,
  home,
  homeData,
  homeFile,
  lineDiff,
  refusedBy,
  save,
  started,
  type Cms,
  type Data,
} from './session-harness.ts';

/*
 * The save session between the Save button and the backend: the text it writes (the keep-the-text
 * format, from the file as read), and the guard that refuses, in the form's words and before
 * anything is written, what `npm run validate` would refuse of the content the write leaves — an
 * edit, a new page, an upload, a deletion — against a backend that holds the shipped content.
 */

const [pagesCollection, filesCollection] = generatedConfig.collections;
const pageField = (name: string) => pagesCollection.fields.find((field) => field.name === name)!;
const sectionsField = pageField('sections');
const typeLabel = (type: string) => sectionsField.types!.find((kind) => kind.name === type)!.label;
const siteEntry = filesCollection.files.find((file) => file.name === cmsNames.siteFile)!;

/** Words an editor in the form must never read: a data path, a YAML key, a file or a line. */
const fileWords = /sections\[|\.yaml|content\/|linha \d|"title"|title:|\bto:/;

/** A page of the content as the backend holds it. */
const pageIn = (cms: Cms, file: string) => readYaml(cms.backend.text(file)!) as Data & { title: string };

/** "Link 2": the menu's link to `to`, counted as the form counts it. */
function menuLinkTo(cms: Cms, to: string): string {
  const { navigation } = readYaml(cms.backend.text(cmsFiles.site)!) as { navigation: { links: { to: string }[] } };
  const index = navigation.links.findIndex((link) => link.to === to);
  if (index < 0) throw new Error(`no menu link to ${to} in the content`);
  return `Link ${index + 1}`;
}

/** The content's own photos, each with the files of the pages that use it, once per use. */
const photosShown = (cms: Cms) =>
  photoUses(
    [...cms.backend.files].flatMap(([file, value]) =>
      file.startsWith('content/pages/') && typeof value === 'string' ? [[file, value] as [string, string]] : [],
    ),
  );

describe('saving an entry', () => {
  it('writes an edit into the file as read: one changed line, and the backend gets that text', async () => {
    const cms = started();
    const data = homeData();
    heroOf(data).title = 'Grupo INVERO Unido';
    const raw = await save(cms, data);
    expect(lineDiff(home, raw)).toEqual([
      `    title: ${heroOf(homeData()).title as string} →     title: Grupo INVERO Unido`,
    ]);
    expect(cms.backend.text(homeFile)).toBe(raw);
  });

  it('refuses HTML in a title before writing, naming the field as the form does, with no path, key or line', async () => {
    const cms = started();
    const data = homeData();
    heroOf(data).title = '<b>Oi</b>';
    const refused = await refusedBy(save(cms, data));
    expect(refused).toBeInstanceOf(RefusedSave);
    const { problems, title, entryFile } = refused as RefusedSave;
    expect(title).toEqual(say('cms-save-refused', { count: 1 }));
    expect(entryFile).toBe(homeFile);
    const hero = data.sections.indexOf(heroOf(data)) + 1;
    const titleLabel = sectionsField
      .types!.find((kind) => kind.name === 'hero')!
      .fields!.find((field) => field.name === 'title')!.label;
    expect(problems).toEqual([
      {
        place: [`${sectionsField.label_singular} ${hero} · ${typeLabel('hero')}`, titleLabel].join(placeSeparator),
        message: say('html', { value: '<b>Oi</b>' }).message,
        hint: say('html', { value: '<b>Oi</b>' }).hint,
        file: homeFile,
        fieldPath: ['sections', hero - 1, 'title'],
      },
    ]);
    expect((refused as RefusedSave).message).not.toMatch(fileWords);
    expect(cms.backend.text(homeFile)).toBe(home);
    expect(cms.backend.persisted).toEqual([]);
    expect(cms.refusals).toEqual([refused]);
  });

  it('refuses a new page whose address another page has, naming that page by its title', async () => {
    const cms = started();
    const data = { ...homeData(), path: '/assessoria', title: 'Outra página', description: 'Outra descrição.' };
    const file = 'content/pages/outra.yaml';
    const refused = (await refusedBy(save(cms, data, file, { newRecord: true, raw: '' }))) as RefusedSave;
    expect(refused).toBeInstanceOf(RefusedSave);
    const assessoria = pageIn(cms, 'content/pages/assessoria.yaml');
    expect(refused.problems.map(({ place, message }) => ({ place, message }))).toEqual([
      {
        place: pageField('path').label,
        message: `O endereço "/assessoria" já é usado pela página "${assessoria.title}".`,
      },
    ]);
    expect(refused.message).not.toMatch(fileWords);
    expect(cms.backend.files.has(file)).toBe(false);
  });

  it('writes a new page with the editor-help first line', async () => {
    const cms = started();
    const data = { ...homeData(), path: '/clinica-sul', title: 'Clínica Sul', description: 'Uma página nova.' };
    const raw = await save(cms, data, 'content/pages/clinica-sul.yaml', { newRecord: true, raw: '' });
    expect(raw.split('\n')[0]).toBe(pageFirstLine);
    expect(readYaml(raw)).toEqual(data);
  });

  it('refuses a link to a page that does not exist, in the form’s words', async () => {
    const cms = started();
    const data = homeData();
    heroOf(data).buttons = [{ label: 'Veja', to: '/nao-existe' }];
    const refused = (await refusedBy(save(cms, data))) as RefusedSave;
    expect(refused.problems.map((problem) => problem.fieldPath)).toEqual([
      ['sections', data.sections.indexOf(heroOf(data)), 'buttons', 0, 'to'],
    ]);
    expect(refused.problems[0]!.place).toMatch(/ › Botão 1 › /);
  });

  it('refuses to save a file that came with a CR without its LF, saying so in the form’s words', async () => {
    const cms = started();
    // The audit's case: an optional field after a comment, which YAML reads as part of the comment.
    const style = home.split('\n').find((line) => /^ +style: /.test(line))!;
    const broken = home.replace(style, `${/^ */.exec(style)![0]}# nota\r${style}`);
    cms.backend.files.set(homeFile, broken);
    const data = readYaml(broken) as Data;
    heroOf(data).title = 'Grupo INVERO Unido';
    const refused = (await refusedBy(save(cms, data))) as RefusedSave;
    expect(refused).toBeInstanceOf(RefusedSave);
    expect(refused.problems.map(({ message, hint }) => ({ message, hint }))).toEqual(
      [
        sayAgain(
          say('lone-carriage-return'),
          formReader(() => ''),
        ),
      ].map(({ message, hint }) => ({ message, hint })),
    );
    expect(refused.message).not.toMatch(fileWords);
    expect(cms.backend.text(homeFile)).toBe(broken);
  });

  it('refuses a CR typed into a field at that field, as an invisible character, not as the file’s line end', async () => {
    const cms = started();
    const data = homeData();
    heroOf(data).title = 'Grupo\rINVERO';
    const refused = (await refusedBy(save(cms, data))) as RefusedSave;
    expect(refused.problems.map((problem) => [problem.fieldPath, problem.message])).toEqual([
      [
        ['sections', data.sections.indexOf(heroOf(data)), 'title'],
        say('invisible-character', { value: 'Grupo\rINVERO' }).message,
      ],
    ]);
  });

  it('refuses a page renamed while the menu links to its old address, saying where the link is', async () => {
    const cms = started();
    const file = 'content/pages/assessoria.yaml';
    const data = readYaml(cms.backend.text(file)!) as Data;
    data.path = '/assessoria-tributaria';
    const refused = (await refusedBy(save(cms, data, file))) as RefusedSave;
    expect(refused).toBeInstanceOf(RefusedSave);
    expect(refused.problems.map((problem) => problem.place)).toContain(
      [siteEntry.label, 'Navegação', menuLinkTo(cms, '/assessoria'), 'Página'].join(placeSeparator),
    );
    expect(cms.backend.text(file)).toBe(started().backend.text(file));
  });
});

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
