import type { CmsField } from '../../schema/generate/cms-fields.ts';
import type { Path } from '../../schema/walk.ts';

/** What separates the steps of a place in the form: "Seção 2 · Grade de cartões › Cartão 5 › Ícone". */
export const placeSeparator = ' › ';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A place in an entry's data, named as the CMS's form shows it, from the fields of the generated
 * configuration: each field by its label; an item of a list by the list's word for one item and its
 * number ("Cartão 5"), a section with its type ("Seção 2 · Grade de cartões") — the list's own label
 * is left out before an item, since the item's word already says it. `data` is the entry's data,
 * which tells the type of each item of a list of several types. Where the path leaves the fields
 * (a key the form does not have), the place stops at the last step the form shows.
 */
export function formPlace(fields: readonly CmsField[], path: Path, data: unknown): string[] {
  const steps: string[] = [];
  let current: readonly CmsField[] = fields;
  let value = data;
  for (let index = 0; index < path.length; index++) {
    const field = current.find((candidate) => candidate.name === path[index]);
    if (!field) break;
    value = isRecord(value) ? value[field.name] : undefined;
    const item = path[index + 1];
    if (field.widget !== 'list' || typeof item !== 'number') {
      steps.push(field.label);
      current = field.fields ?? [];
      continue;
    }
    // A list and one of its items: one step, the item's.
    index++;
    const listed: unknown = Array.isArray(value) ? value[item] : undefined;
    value = listed;
    const word = `${field.label_singular ?? field.label} ${item + 1}`;
    const tag = isRecord(listed) ? listed[field.typeKey ?? 'type'] : undefined;
    const type = field.types?.find((kind) => kind.name === tag);
    steps.push(type ? `${word} · ${type.label}` : word);
    current = type?.fields ?? field.fields ?? [];
  }
  return steps;
}
