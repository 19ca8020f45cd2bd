/**
 * What the CMS's form calls things that the schemas name: a field, one item of a list, a kind of
 * item (a section type). The words are written beside the schemas (schema/fields/form-words.ts); the
 * generator stops where they are missing, saying where to write them, rather than show an editor an
 * English key.
 */
import type { Peeled } from './cms-schema-facts.ts';

/**
 * What the form calls the field: its label, written beside its schema. A field without one would
 * reach the form under its English key, so the generator stops and says where to write it.
 */
export function labelOf(peeled: Peeled, path: string): string {
  if (peeled.label) return peeled.label;
  throw new Error(
    `cms-fields: ${path} não tem rótulo para o formulário do CMS: escreva .register(formWords, { label: '…' }) depois do .describe() do campo (schema/fields/form-words.ts).`,
  );
}

/** What one item of a list is called; like a label, the generator stops without it. */
export function itemOf(peeled: Peeled, path: string): string {
  if (peeled.item) return peeled.item;
  throw new Error(
    `cms-fields: a lista ${path} não diz como se chama um item dela ("Adicionar …"): escreva item: '…' ao lado do label (schema/fields/form-words.ts).`,
  );
}

/** A label for a kind of list item (a section type): the head of its description, up to ":", ",", "(" or ".". */
export function typeLabel(description: string | undefined, tag: string): string {
  return description?.split(/[:,.](?:\s|$)|\s\(/)[0]?.trim() || tag;
}
