import type { CmsField } from '../../../schema/generate/cms-field.ts';
import type { Path } from '../../../schema/walk.ts';

/** What separates the steps of a place in the form: "Seção 2 · Grade de cartões › Cartão 5 › Ícone". */
export const placeSeparator = ' › ';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One step of a place in the form: what the form calls it, and the fields the form shows inside it. */
interface FormStep {
  words: string;
  fields: readonly CmsField[];
  /** The field the step is: a field, or a list's one field for its items (a list of lines). */
  field?: CmsField;
}

/**
 * The steps of a place in an entry's data, as the CMS's form shows it, from the fields of the
 * generated configuration: each field by its label; an item of a list by the list's word for one item
 * and its number ("Cartão 5"), a section with its type ("Seção 2 · Grade de cartões") — the list's own
 * label is left out before an item, since the item's word already says it. `data` is the entry's data,
 * which tells the type of each item of a list of several types. Where the path leaves the fields (a
 * key the form does not have), the place stops at the last step the form shows (`complete` false).
 */
function walkForm(fields: readonly CmsField[], path: Path, data: unknown): { steps: FormStep[]; complete: boolean } {
  const steps: FormStep[] = [];
  let current: readonly CmsField[] = fields;
  let value = data;
  for (let index = 0; index < path.length; index++) {
    const field = current.find((candidate) => candidate.name === path[index]);
    if (!field) return { steps, complete: false };
    value = isRecord(value) ? value[field.name] : undefined;
    const item = path[index + 1];
    if (field.widget !== 'list' || typeof item !== 'number') {
      current = field.fields ?? [];
      steps.push({ words: field.label, fields: current, field });
      continue;
    }
    // A list and one of its items: one step, the item's.
    index++;
    const listed: unknown = Array.isArray(value) ? value[item] : undefined;
    value = listed;
    const word = `${field.label_singular ?? field.label} ${item + 1}`;
    const tag = isRecord(listed) ? listed[field.typeKey ?? 'type'] : undefined;
    const type = field.types?.find((kind) => kind.name === tag);
    current = type?.fields ?? field.fields ?? [];
    steps.push({ words: type ? `${word} · ${type.label}` : word, fields: current, field: field.field });
  }
  return { steps, complete: true };
}

const formSteps = (fields: readonly CmsField[], path: Path, data: unknown) => walkForm(fields, path, data).steps;

/** The field of the form at the end of `path`, when the form follows the path to its end. */
export function formFieldAt(fields: readonly CmsField[], path: Path, data: unknown): CmsField | undefined {
  const { steps, complete } = walkForm(fields, path, data);
  return complete ? steps.at(-1)?.field : undefined;
}

/** A place in an entry's data, named as the CMS's form shows it (see `formSteps`). */
export function formPlace(fields: readonly CmsField[], path: Path, data: unknown): string[] {
  return formSteps(fields, path, data).map((step) => step.words);
}

/** Every field of a list of fields and of the groups, lists and section types inside it, depth first. */
function allFields(fields: readonly CmsField[]): CmsField[] {
  return fields.flatMap((field) => [
    field,
    ...allFields([...(field.fields ?? []), ...(field.types ?? []).flatMap((type) => type.fields ?? [])]),
  ]);
}

/**
 * What the form calls the field `key` that a message about the place `path` speaks of: the field of
 * that name closest to the place (the field itself, one beside it, one of the group around it), else
 * the first of that name anywhere in the entry. Labels belong to fields, not keys: "Título" of a
 * section and of its cards may one day differ. Undefined where the form has no such field.
 */
export function formLabel(fields: readonly CmsField[], path: Path, data: unknown, key: string): string | undefined {
  const around = [fields, ...formSteps(fields, path, data).map((step) => step.fields)].reverse();
  const named = (list: readonly CmsField[]) => list.find((field) => field.name === key);
  return (around.map(named).find(Boolean) ?? named(allFields(fields)))?.label;
}
