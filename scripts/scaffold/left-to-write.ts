/**
 * What the scaffold leaves for the developer to write, marked so that a test names each place until
 * it is written (tests/sections/contract.test.tsx): among them the new type's entry in the product's
 * description, docs/produto.md §4, whose words no tool can know.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../project/environment.ts';

/** The mark of a place the scaffold wrote and the developer has still to write. */
export const leftToWrite = 'TODO(new:section)';

export const productDocFile = 'docs/produto.md';

/** The line below the list of section types in docs/produto.md §4: the new type's entry goes above it. */
const sectionListEnd = '<!-- new:section: um tipo de seção novo entra na lista acima desta linha -->';

/** The new type's entry, as the list writes one: `- **name** (`type`): what it shows.` */
const productEntryOf = (type: string) =>
  `- **${leftToWrite}** (\`${type}\`): o que esta seção mostra a quem visita, e com quê.\n`;

/** The product's description with the type's entry at the end of its list of section types; undefined when the list's end is missing. */
export function withProductEntry(productDoc: string, type: string): string | undefined {
  // The list, a blank line, the mark: the entry goes after the list's last line.
  const end = productDoc.indexOf(`\n\n${sectionListEnd}`);
  return end === -1 ? undefined : productDoc.slice(0, end + 1) + productEntryOf(type) + productDoc.slice(end + 1);
}

/** Adds the type's entry to docs/produto.md; false when the list's end is missing. */
export function addProductEntry(type: string): boolean {
  const at = path.join(projectRoot, productDocFile);
  const text = withProductEntry(readFileSync(at, 'utf8'), type);
  if (text !== undefined) writeFileSync(at, text);
  return text !== undefined;
}
