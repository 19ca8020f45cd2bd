import { formWords } from './form-words.ts';
import { paragraphSchema, textSchema } from './text.ts';

/** The heading a section of cards or steps opens with, spread into its schema: a title and, if wanted, a line under it. */
export const sectionHeadingFields = {
  title: textSchema.describe('Título da seção.').register(formWords, { label: 'Título' }),
  subtitle: paragraphSchema.optional().describe('Texto abaixo do título.').register(formWords, { label: 'Subtítulo' }),
};
