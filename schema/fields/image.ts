import * as z from 'zod';
import { textSchema } from './text.ts';
import { imageSourceSchema } from './url.ts';

const dimension = z.number().int().min(16).max(4000);

/** A photo with the box it occupies, so the page does not jump while it loads. */
export const imageSchema = z
  .strictObject({
    src: imageSourceSchema,
    alt: textSchema.describe('Descrição da imagem para quem não pode vê-la (leitores de tela).'),
    width: dimension.describe('Largura original da imagem, em pixels.'),
    height: dimension.describe('Altura original da imagem, em pixels.'),
  })
  .describe('Uma imagem: src, alt, width e height.');
