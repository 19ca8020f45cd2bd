import * as z from 'zod';
import { explained } from '../messages/explained.ts';
import { formWords } from './form-words.ts';
import { textSchema } from './text.ts';
import { imageSourceSchema, isContentImage } from './url.ts';

const dimension = z.number().int().min(16).max(4000);

/**
 * Where a photo is held when the layout crops it: the part named here always stays in view. Names,
 * not coordinates, because the page's policy refuses inline styles: each one is a class of the site.
 * In the order of the places, row by row, as the CMS's form lays the choice out (three by three).
 */
export const imageFocuses = [
  'top-left',
  'top',
  'top-right',
  'left',
  'center',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;

const focusLabels: Record<(typeof imageFocuses)[number], string> = {
  center: 'Centro (o padrão)',
  top: 'Em cima',
  bottom: 'Embaixo',
  left: 'Esquerda',
  right: 'Direita',
  'top-left': 'Em cima, à esquerda',
  'top-right': 'Em cima, à direita',
  'bottom-left': 'Embaixo, à esquerda',
  'bottom-right': 'Embaixo, à direita',
};

/** A photo's focus: one of the named places. */
export const imageFocusSchema = z.enum(imageFocuses);

/** Where a focus holds a photo, 0 to 1 across and down: read from its name, as the site's classes place it (src/components/Picture/Picture.module.css). */
export function focusPoint(focus: ImageFocus): { x: number; y: number } {
  const at = (start: string, end: string) => (focus.includes(start) ? 0 : focus.includes(end) ? 1 : 0.5);
  return { x: at('left', 'right'), y: at('top', 'bottom') };
}

/**
 * The box a section's layout crops its photo to (object-fit: cover), as its CSS draws it: the
 * shape (`aspect-ratio: width / height`), and how wide the box is on a phone 390 px wide and on a
 * computer screen 1366 px wide. The CMS's form draws the crop from it; tests/sections/photo-frames.test.ts
 * holds the section's CSS to the same shape.
 */
export interface ImageFrame {
  shape: { width: number; height: number };
  shownWidth: { phone: number; computer: number };
}

/**
 * The image fields a section shows in a box of its own shape: a section with a cropped photo gives
 * its image field as `framedImage(frame)`, and the form shows the editor the crop.
 */
export const imageFrames = z.registry<ImageFrame>();

/**
 * The image fields of the schemas. The content loader finds them by it to read each local photo
 * (its size, its format), and the site to know which photos a page draws. A registry keeps this out
 * of the generated JSON Schema.
 */
export const imageFields = z.registry<{ field: 'image' }>();

/**
 * A photo with the box it occupies, so the page does not jump while it loads. A file of the content
 * folder brings its own size (the loader reads it); another site's photo must say it.
 */
export const imageSchema = z
  .strictObject({
    src: imageSourceSchema,
    alt: textSchema
      .describe('Descrição da imagem para quem não pode vê-la (leitores de tela).')
      .register(formWords, { label: 'Descrição da imagem' }),
    width: dimension
      .optional()
      .describe('Largura da foto, em pixels: só para um endereço https:// (a de um arquivo é lida dele).')
      .register(formWords, { label: 'Largura (pixels)' }),
    height: dimension
      .optional()
      .describe('Altura da foto, em pixels: só para um endereço https:// (a de um arquivo é lida dele).')
      .register(formWords, { label: 'Altura (pixels)' }),
    focus: imageFocusSchema
      .optional()
      .describe(
        'A parte da foto que nunca é cortada quando o layout a recorta: center (padrão), top, bottom, left, right, top-left, top-right, bottom-left ou bottom-right.',
      )
      .register(formWords, {
        label: 'Foco da foto',
        hint: 'A parte da foto que nunca é cortada quando a página a recorta; sem escolha, o centro.',
        choices: focusLabels,
      }),
  })
  .refine(
    (image) => isContentImage(image.src) || (image.width !== undefined && image.height !== undefined),
    // Only once the address itself is right: a wrong one is told as such, not as a missing size.
    { ...explained('image-size-needed'), when: (payload) => payload.issues.length === 0 },
  )
  .register(imageFields, { field: 'image' })
  .describe('Uma foto: src (arquivo de images/ ou endereço https://), alt e, para um endereço, width e height.')
  .register(formWords, {
    label: 'Imagem',
    hint: 'A foto, a descrição dela e, só para a foto de outro site, o tamanho.',
  });

/** A photo the section crops to `frame`: the same field, marked (see `imageFrames`). */
export const framedImage = (frame: ImageFrame) => imageSchema.clone().register(imageFrames, frame);

export type Image = z.output<typeof imageSchema>;
export type ImageFocus = (typeof imageFocuses)[number];
