import { describe, expect, it } from 'vitest';
import {
  fileNameFault,
  freeName,
  maxFileNameLength,
  pageExtensions,
  photoExtensions,
  plainName,
} from '../../schema/fields/file-names.ts';
import { misnamed } from '../../schema/load/file-names.ts';

/*
 * One rule for the names of page files and photos, shared by `npm run validate`, the CMS's uploads
 * and the local backend: plain, ASCII (so NFC, a byte a character), at most 100 characters.
 */

describe('the name of a page file or a photo', () => {
  it.each(['home.yaml', 'clinica-sul.yaml', 'a.yaml', `${'a'.repeat(maxFileNameLength - 5)}.yaml`])(
    'accepts the page file %s',
    (name) => expect(fileNameFault(name, pageExtensions)).toBeUndefined(),
  );
  it.each(['consultorio.jpg', 'foto-2.jpeg', 'sala.png', 'sala.webp', 'sala.avif'])('accepts the photo %s', (name) =>
    expect(fileNameFault(name, photoExtensions)).toBeUndefined(),
  );

  // The audit's names, and their kin: each looks like another name, or like none.
  it.each([
    ['servicos\u202egpj.yaml', 'not-plain'],
    [' servicos.yaml', 'not-plain'],
    ['servicos .yaml', 'not-plain'],
    ['%2e%2e%2fservicos.yaml', 'not-plain'],
    ['\uff0e\uff0eservicos.yaml', 'not-plain'],
    ['servi\u00e7os.yaml', 'not-plain'],
    ['servic\u0327os.yaml', 'not-plain'],
    ['Servicos.yaml', 'not-plain'],
    ['servicos.YAML', 'not-plain'],
    ['servicos--a.yaml', 'not-plain'],
    ['-servicos.yaml', 'not-plain'],
    ['.yaml', 'not-plain'],
    ['servicos\u200b.yaml', 'not-plain'],
    [`${'a'.repeat(maxFileNameLength - 4)}.yaml`, 'too-long'],
    [`${'a'.repeat(250)}.yaml`, 'too-long'],
    ['servicos.yml', 'extension'],
    ['servicos.yaml.txt', 'extension'],
    ['servicos\uff0eyaml', 'extension'],
  ])('refuses the page file %s: %s', (name, fault) => expect(fileNameFault(name, pageExtensions)).toBe(fault));

  it.each([
    ['evil.svg', 'extension'],
    ['evil.html', 'extension'],
    ['evil.jpg.svg', 'extension'],
    ['evil', 'extension'],
    ['FOTO.JPG', 'not-plain'],
    ['evil.svg.jpg', 'not-plain'],
  ])('refuses the photo %s: %s', (name, fault) => expect(fileNameFault(name, photoExtensions)).toBe(fault));

  it('is said with the name written so that what is wrong shows, and a plain name free beside it', () => {
    const taken = new Set(['servicos.yaml']);
    expect(misnamed('servic\u0327os.yaml', 'page', taken)).toMatchObject({
      message: expect.stringContaining('"servic\\u0327os.yaml"') as unknown,
      hint: expect.stringContaining('"servicos-2.yaml"') as unknown,
    });
    expect(misnamed('evil.svg', 'photo')?.said?.id).toBe('images-not-photo');
    expect(misnamed('contabilidade.yaml.txt', 'page')?.hint).toContain('"contabilidade.yaml"');
    expect(misnamed('servicos.yaml', 'page')).toBeUndefined();
  });
});

describe('the name an upload is saved under', () => {
  it('is plain, and new in the library', () => {
    expect(plainName('Sala de Espera.JPG')).toBe('sala-de-espera');
    expect(plainName('IMG_0012.HEIC')).toBe('img-0012');
    expect(plainName('.jpg')).toBe('foto');
    expect(plainName('\uff2f\uff4c\uff41\u202e.png')).toBe('ola');
    expect(freeName('foto', 'jpg', new Set(['foto.jpg', 'foto-2.jpg']))).toBe('foto-3.jpg');
    expect(freeName('sala', 'webp', new Set(['sala.jpg']))).toBe('sala.webp');
  });

  it('is one the rule accepts, however long the photo’s own name, numbered or not', () => {
    const base = plainName(`${'Foto da sala '.repeat(30)}.jpeg`);
    expect(fileNameFault(freeName(base, 'jpeg', new Set()), photoExtensions)).toBeUndefined();
    const taken = new Set(Array.from({ length: 98 }, (_, n) => `${base}${n === 0 ? '' : `-${n + 1}`}.jpeg`));
    expect(fileNameFault(freeName(base, 'jpeg', taken), photoExtensions)).toBeUndefined();
  });
});
