import * as z from 'zod';
import { explained } from '../messages/explained.ts';
import { withoutInvisible } from './invisible.ts';
import { brazilianPhone, phoneDigits, telHref } from './phone-number.ts';

/** One phone number: shown as written, dialled as +55 and its digits. */
export const phoneSchema = z
  .string()
  .trim()
  .refine((text) => phoneDigits(text) !== undefined, explained('phone'))
  // The pattern's spaces (\s) let a tab or a line separator through into the text shown.
  .refine(withoutInvisible(), explained('invisible-character'))
  .transform((text) => {
    const href = telHref(text);
    return { text, international: href.replace(/^tel:/, ''), href };
  })
  .meta({ pattern: brazilianPhone.source })
  .describe('Um telefone com DDD, ex.: "(11) 3456-7890" ou "(11) 98765-4321"; pode começar com +55.');
