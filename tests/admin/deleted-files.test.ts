import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canComeBack, deletedAmong } from '../../admin/past-versions/deleted-files.ts';
import { missingPhotos } from '../../admin/past-versions/version-photos.ts';

/*
 * What comes back from the repository's history: which deleted pages and photos are offered (one
 * rule online and in `npm run cms`), and which photos a version restored brings back with it.
 */

const photo = (name: string) => `content/images/${name}`;

describe('what can come back', () => {
  it.each([
    [photo('consultorio.jpg'), 'photo', true],
    [photo('sala-2.webp'), 'photo', true],
    [photo('equipe.avif'), 'photo', true],
    [photo('logo.png'), 'photo', true],
    ['content/pages/clinica-sul.yaml', 'page', true],
    // The audit's pages: in a folder (the build refuses it) or hidden (never shown).
    ['content/pages/sub/pasta.yaml', 'page', false],
    ['content/pages/.oculta.yaml', 'page', false],
    // Not a format the build encodes, or not by the name rule `npm run validate` holds photos to.
    [photo('logo.svg'), 'photo', false],
    [photo('animacao.gif'), 'photo', false],
    [photo('Sala de Espera.JPG'), 'photo', false],
    [photo('.oculta.jpg'), 'photo', false],
    [photo(`${'a'.repeat(120)}.jpg`), 'photo', false],
    // Only directly in its folder, and only as its own kind.
    [photo('equipe/ana.jpg'), 'photo', false],
    ['content/fotos/ana.jpg', 'photo', false],
    ['content/pages/clinica-sul.yaml', 'photo', false],
    [photo('consultorio.jpg'), 'page', false],
    ['content/pages/notas.txt', 'page', false],
    ['content/site.yaml', 'page', false],
  ] as const)('%s as a %s: %s', (path, kind, comes) => {
    expect(canComeBack(path, kind)).toBe(comes);
  });
});

describe('the photos deleted and not back since', () => {
  const commits = [
    { version: 'c5', removed: [photo('sala.jpg')] },
    { version: 'c4', removed: [photo('logo.svg'), 'content/pages/antiga.yaml', photo('equipe/ana.jpg')] },
    { version: 'c3', removed: [photo('recepcao.png')] },
    { version: 'c2', removed: [] },
    { version: 'c1', removed: [photo('sala.jpg'), photo('fachada.webp')] },
  ];

  it('each once, by the newest commit that removed it, newest first; none there now, none the CMS could not bring back', () => {
    expect(deletedAmong(commits, new Set([photo('recepcao.png')]), 'photo')).toEqual([
      { path: photo('sala.jpg'), version: 'c5' },
      { path: photo('fachada.webp'), version: 'c1' },
    ]);
  });

  it('the pages of the same commits, apart', () => {
    expect(deletedAmong(commits, new Set(), 'page')).toEqual([{ path: 'content/pages/antiga.yaml', version: 'c4' }]);
  });
});

describe('the photos a version restored brings back', () => {
  const clinicFile = 'content/pages/consultorio.yaml';
  const clinic = readFileSync(clinicFile, 'utf8');
  const clinicPhoto = photo('consultorio.jpg');

  it('are those it shows that the repository no longer holds', () => {
    expect(clinic).toContain('src: images/consultorio.jpg');
    expect(missingPhotos(clinicFile, clinic, new Set())).toEqual([clinicPhoto]);
    expect(missingPhotos(clinicFile, clinic, new Set([clinicPhoto]))).toEqual([]);
  });

  it('leave out another site’s photo and one the history cannot bring back', () => {
    const elsewhere = clinic.replace('src: images/consultorio.jpg', 'src: https://fotos.exemplo.com.br/sala.jpg');
    expect(missingPhotos(clinicFile, elsewhere, new Set())).toEqual([]);
    const inAFolder = clinic.replace('src: images/consultorio.jpg', 'src: images/equipe/sala.jpg');
    expect(missingPhotos(clinicFile, inAFolder, new Set())).toEqual([]);
  });

  it('are every photo the text shows: a section’s and the page’s share photo', () => {
    const shared = clinic.replace(
      /^sections:/m,
      'sharePhoto:\n  src: images/compartilhar.jpg\n  alt: A fachada da clínica\n\nsections:',
    );
    expect(missingPhotos(clinicFile, shared, new Set([clinicPhoto]))).toEqual([photo('compartilhar.jpg')]);
    expect(missingPhotos(clinicFile, shared, new Set()).sort()).toEqual([photo('compartilhar.jpg'), clinicPhoto]);
  });
});
