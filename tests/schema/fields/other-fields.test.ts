import { describe, expect, it } from 'vitest';
import { buttonSchema, externalUrlSchema, imageSchema, phoneSchema } from '../../../schema/fields/index.ts';
import { stepsSectionSchema } from '../../../schema/sections/steps.ts';
import { sectionSchema, sectionTypes } from '../../../schema/sections/index.ts';

describe('phone', () => {
  it.each([
    ['(11) 3456-7890', '+551134567890'],
    ['(11) 98765-4321', '+5511987654321'],
    ['+55 11 3456-7890', '+551134567890'],
    ['+55 (21) 3456 7890', '+552134567890'],
    ['11987654321', '+5511987654321'],
  ])('dials %s as %s', (text, international) => {
    expect(phoneSchema.parse(text)).toStrictEqual({ text, international, href: `tel:${international}` });
  });
  it.each([
    '(11) 3456-7890 / (11) 99999-8888',
    '(11) 3456-7890 ramal 12',
    'a combinar',
    '3456-7890',
    '(01) 3456-7890',
    '(11) 8765-43210',
    '+1 212 555 0100',
  ])('refuses %s', (text) => expect(phoneSchema.safeParse(text).success).toBe(false));
  it('is what a tel: link may dial, and a tel: link dials it as the footer does: +55 and its digits', () => {
    expect(externalUrlSchema.parse('tel:(11) 98765-4321')).toBe(phoneSchema.parse('(11) 98765-4321').href);
    expect(externalUrlSchema.parse('TEL:+55 (11)\u00a03456-7890')).toBe('tel:+551134567890');
    expect(externalUrlSchema.safeParse('tel:ligue já').success).toBe(false);
  });
});

describe('button', () => {
  it('turns the one action an editor wrote into a single action for the renderer', () => {
    expect(buttonSchema.parse({ label: 'Contato', action: 'notice' })).toEqual({
      label: 'Contato',
      style: 'primary',
      action: { kind: 'notice' },
    });
    expect(buttonSchema.parse({ label: 'Saiba Mais', to: '/assessoria', style: 'secondary' })).toEqual({
      label: 'Saiba Mais',
      style: 'secondary',
      action: { kind: 'page', to: '/assessoria' },
    });
    expect(buttonSchema.parse({ label: 'E-mail', href: 'mailto:a@b.com' }).action).toEqual({
      kind: 'external',
      href: 'mailto:a@b.com',
    });
  });
  it('refuses no action, two actions and unknown keys', () => {
    expect(buttonSchema.safeParse({ label: 'Contato' }).success).toBe(false);
    expect(buttonSchema.safeParse({ label: 'Contato', action: 'notice', to: '/' }).success).toBe(false);
    expect(buttonSchema.safeParse({ label: 'Contato', action: 'notice', onClick: 'x' }).success).toBe(false);
  });
});

describe('image', () => {
  it('needs a safe source, alt text and the size of its box', () => {
    const photo = { src: 'https://images.exemplo.com/a.jpg', alt: 'Foto', width: 1200, height: 800 };
    expect(imageSchema.parse(photo)).toEqual(photo);
    expect(imageSchema.safeParse({ ...photo, src: 'http://images.exemplo.com/a.jpg' }).success).toBe(false);
    expect(imageSchema.safeParse({ ...photo, alt: undefined }).success).toBe(false);
    expect(imageSchema.safeParse({ ...photo, width: 12.5 }).success).toBe(false);
    // Another site's photo cannot be measured while validating: its size is required.
    expect(imageSchema.safeParse({ ...photo, height: undefined }).success).toBe(false);
  });

  it('takes a photo of content/images/ without its size (the loader reads it), with a focus to crop around', () => {
    const photo = { src: 'images/clinica/sala 1.jpg', alt: 'Foto', focus: 'top-left' };
    expect(imageSchema.parse(photo)).toEqual(photo);
    expect(imageSchema.safeParse({ ...photo, focus: 'meio' }).success).toBe(false);
  });

  it.each([
    'images/',
    'images/../site.yaml',
    'images/./a.jpg',
    'images//a.jpg',
    'images\\a.jpg',
    '/images/a.jpg',
    'fotos/a.jpg',
    'content/images/a.jpg',
  ])('refuses %s as a photo of the content folder', (src) =>
    expect(imageSchema.safeParse({ src, alt: 'Foto' }).success).toBe(false),
  );
});

describe('sections', () => {
  it('registers every section type once, the six of docs/produto.md §4 among them', () => {
    expect(new Set(sectionTypes).size).toBe(sectionTypes.length);
    expect(sectionTypes).toEqual(expect.arrayContaining(['hero', 'card-grid', 'steps', 'reasons', 'cta', 'showcase']));
  });
  it('numbers steps from their order unless a number is given', () => {
    const parsed = stepsSectionSchema.parse({
      type: 'steps',
      title: 'Processo',
      steps: [
        { title: 'Um', description: 'Primeiro.' },
        { title: 'Dois', description: 'Segundo.', number: '7' },
        { title: 'Três', description: 'Terceiro.' },
      ],
    });
    expect(parsed.steps.map((step) => step.number)).toEqual(['01', '7', '03']);
  });
  it('refuses an unknown section type and unknown keys', () => {
    expect(sectionSchema.safeParse({ type: 'carousel', title: 'x' }).success).toBe(false);
    expect(sectionSchema.safeParse({ type: 'cta', title: 'x', buttons: [], colour: 'blue' }).success).toBe(false);
  });
  it('takes a card grid of companies or of cards, not both', () => {
    const companies = { type: 'card-grid', title: 'Empresas', companies: ['a'], linkLabel: 'Saiba Mais' };
    const card = { icon: 'award', title: 'Qualidade', description: 'Sempre.' };
    expect(sectionSchema.safeParse(companies).success).toBe(true);
    expect(sectionSchema.safeParse({ type: 'card-grid', title: 'Valores', cards: [card] }).success).toBe(true);
    expect(sectionSchema.safeParse({ ...companies, cards: [card] }).success).toBe(false);
    expect(sectionSchema.safeParse({ type: 'card-grid', title: 'Nada' }).success).toBe(false);
  });
});
