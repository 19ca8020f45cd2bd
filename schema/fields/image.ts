import * as z from 'zod';
import { rule } from '../rules.ts';
import { text } from './text.ts';

const dimension = z.number().int().min(16).max(4000);

/** A photo with the box it occupies, so the page does not jump while it loads. */
export const image = z
  .strictObject({
    src: z
      .string()
      .trim()
      .regex(/^(?:https:\/\/[^\s/?#]+\.[^\s]+|\/[^\s]+)$/, rule('image-src'))
      .describe('Endereço da imagem: https://… ou um arquivo do site começando com "/".'),
    alt: text.describe('Descrição da imagem para quem não pode vê-la (leitores de tela).'),
    width: dimension.describe('Largura original da imagem, em pixels.'),
    height: dimension.describe('Altura original da imagem, em pixels.'),
  })
  .describe('Uma imagem: src, alt, width e height.');
