/** What a folded item of a list shows in the CMS's form: Decap's `summary` template, with words for an empty item. */
import type { CmsField } from './cms-field.ts';

/**
 * A field's text in a folded item's summary (Decap's template), and what it says while the field is
 * empty: without it, Decap writes "No icon" (in English, after the first field) for a new card.
 */
export const summaryText = (field: string, empty: string) => `{{fields.${field} | default('${empty}')}}`;

/**
 * What a folded item of a list shows: its title or its text, not its first field (a card would
 * read "stethoscope", its icon's name). `item` is what one item is called ("Cartão"); `kind`, the
 * type of a section, which leads its summary.
 */
export function summaryOf(fields: CmsField[], item: string, kind?: string): { summary?: string } {
  const shown = ['title', 'label', 'name', 'text']
    .map((key) => fields.find((field) => field.name === key))
    .find((field) => field !== undefined);
  if (!shown) return {};
  const missing = `sem ${shown.label.toLowerCase()}`;
  const text = (empty: string) => summaryText(shown.name, empty);
  return { summary: kind ? `${kind}: ${text(missing)}` : text(`${item} ${missing}`) };
}
