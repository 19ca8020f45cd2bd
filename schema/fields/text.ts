import * as z from 'zod';
import { explained } from '../messages/explained.ts';

// Editors type copy, never markup: a "<" that opens a tag would either show up
// literally on the page or, worse, tempt someone to render it as HTML.
const looksLikeHtml = /<\/?[a-z!][^>]*>?/i;

function plainText(maxLength: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(maxLength)
    .refine((value) => !looksLikeHtml.test(value), explained('html'));
}

/** A short line of copy: a title, a label, a bullet. */
export const textSchema = plainText(160).describe('Um texto curto (até 160 caracteres), sem HTML.');

/** A paragraph of copy: a description or a blurb. */
export const paragraphSchema = plainText(800).describe('Um parágrafo (até 800 caracteres), sem HTML.');
