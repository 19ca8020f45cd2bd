import * as z from 'zod';
import { formWords } from './form-words.ts';

/** Accent colours; each is a set of custom properties in `src/styles/tokens.css`. */
export const colourTokens = ['brand', 'blue', 'emerald', 'violet', 'amber', 'rose'] as const;

export type ColourToken = (typeof colourTokens)[number];

/** What the CMS calls each colour. */
const colourLabels: Record<ColourToken, string> = {
  brand: 'Azul-marinho (a cor do grupo)',
  blue: 'Azul',
  emerald: 'Verde-esmeralda',
  violet: 'Violeta',
  amber: 'Âmbar',
  rose: 'Rosa',
};

export const colourSchema = z
  .enum(colourTokens)
  .describe('Cor de destaque: brand, blue, emerald, violet, amber ou rose.')
  .register(formWords, { label: 'Cor', hint: 'A cor de destaque.', choices: colourLabels });
