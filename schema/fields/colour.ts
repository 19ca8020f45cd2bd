import * as z from 'zod';

/** Accent colours; each is a set of custom properties in `src/styles/tokens.css`. */
export const colourTokens = ['brand', 'blue', 'emerald', 'violet', 'amber', 'rose'] as const;

export type ColourToken = (typeof colourTokens)[number];

export const colourSchema = z
  .enum(colourTokens)
  .describe('Cor de destaque: brand, blue, emerald, violet, amber ou rose.');
