import * as z from 'zod';
import { explained } from '../messages/explained.ts';
import { withoutInvisible } from './invisible.ts';

/**
 * A Brazilian phone number as people write it: (11) 3456-7890, 11 98765-4321, +55 11 3456 7890.
 * Area code (two digits, no zero), then 8 digits for a landline or 9 starting with 9 for a mobile.
 */
const brazilianPhone = /^(?:\+55\s?)?(?:\(([1-9]{2})\)|([1-9]{2}))\s?((?:9\d{4}|\d{4})[-\s.]?\d{4})$/;

/** The digits after +55, if the text is one Brazilian number. */
export function phoneDigits(text: string): string | undefined {
  const match = brazilianPhone.exec(text.trim());
  return match ? `${match[1] ?? match[2]}${match[3]!.replace(/\D/g, '')}` : undefined;
}

/** The link that dials the Brazilian number `text`: `tel:` +55 and its digits. */
export const telHref = (text: string) => `tel:+55${phoneDigits(text)!}`;

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
