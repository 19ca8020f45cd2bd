import { cmsFiles } from '../../../schema/generate/cms-config.ts';
import { buttonKindOf, buttonKinds } from '../../../schema/fields/link.ts';
import { isContentImage } from '../../../schema/fields/url.ts';
import { readWhatsappAddress } from '../../../schema/fields/whatsapp.ts';
import type { CmsField } from '../../../schema/generate/cms-field.ts';
import { say } from '../../../schema/messages/catalogue/index.ts';
import { dayWords, momentPattern, readMoment } from '../../../schema/schedule/moment.ts';
import { valueAt, type Path } from '../../../schema/walk.ts';
import { changesBetween, type Change } from '../../yaml/changes.ts';
import type { Collision } from '../../yaml/merge.ts';
import { formFieldAt, formPlace, placeSeparator } from './form-place.ts';
import { formFieldsOf, type FormProblem } from './form-words.ts';

/*
 * Changes and collisions in the form's words: where ("Seção 2 · Grade de cartões › Cartão 1 ›
 * Título", the place a refusal names) and what ("“Seg - Sex” → “Seg - Sáb”"), never a key or a path.
 * Said by the notices of an entry changed by someone else, of a draft, and in commit messages.
 */

const longest = 60;

/** Text as a message quotes it: on one line, shortened. */
const shortText = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > longest ? `${line.slice(0, longest - 1)}…` : line;
};

/**
 * A value as the form shows it, by its field: text in quotes, a choice by its label, yes or no, a
 * number, "vazio"; undefined for what has no words of its own (a group, a list, an icon drawn).
 */
export function valueWords(value: unknown, field?: CmsField): string | undefined {
  if (field?.widget === 'schedule') return `“${windowWords(value)}”`;
  if (value === undefined || value === null || value === '') return say('cms-value-empty').message;
  if (typeof value === 'boolean') return say(value ? 'cms-value-yes' : 'cms-value-no').message;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || field?.widget === 'icon') return undefined;
  return `“${shortText(shownText(value, field))}”`;
}

/** A schedule as the form says it: "Sempre", or its days ("de 24/12/2026 até 02/01/2027"). */
function windowWords(value: unknown): string {
  const schedule = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const day = (key: 'from' | 'until') => {
    const moment = typeof schedule[key] === 'string' ? readMoment(schedule[key]) : undefined;
    return moment ? dayWords(moment, undefined, moment.withTime) : undefined;
  };
  const [from, until] = [day('from'), day('until')];
  if (!from && !until) return say('schedule-always').message;
  return say('schedule-window', { ...(from ? { from } : {}), ...(until ? { until } : {}) }).message;
}

/**
 * Text as the form shows it: a choice by its label (the file keeps its value), a photo of the site by
 * its file's name as the photo library lists it ("sala.jpg", not "images/sala.jpg"), a day of a
 * schedule as it is typed ("24/12/2026", not "2026-12-24"), a WhatsApp address as its number and
 * message, any other text as it is.
 */
export function shownText(value: string, field?: CmsField): string {
  const chat = readWhatsappAddress(value);
  if (chat) return say('cms-value-whatsapp', chat).message;
  if (field?.widget === 'image' && isContentImage(value)) return value.split('/').at(-1) ?? value;
  const moment = field?.pattern?.[0] === momentPattern.source ? readMoment(value) : undefined;
  if (moment) return dayWords(moment, undefined, moment.withTime);
  const option = field?.options?.find((choice) => (typeof choice === 'string' ? choice : choice.value) === value);
  return typeof option === 'object' ? option.label : value;
}

/** The entry a content file is, as a sentence names it: "esta página", "as configurações do site". */
export function entryWhat(file: string | undefined): string {
  const kind = file === cmsFiles.site ? 'site' : file === cmsFiles.companies ? 'companies' : 'page';
  return say('cms-entry-what', { kind }).message;
}

/** The same, after "de": "desta página", "das configurações do site". */
export const ofEntry = (file: string | undefined) =>
  entryWhat(file)
    .replace(/^esta /, 'desta ')
    .replace(/^as /, 'das ');

/** A place in a file's data, as the form names it. */
export const placeIn = (file: string | undefined, path: Path, data: unknown) =>
  formPlace(formFieldsOf(file), path, data).join(placeSeparator);

/** Whether a path ends on an item of a list (added or removed as a whole) rather than on a field. */
const endsOnItem = (path: Path) => typeof path.at(-1) === 'number';

/**
 * A button's "Ação" changed, in the form's words: the choice before and after ("Mostrar o aviso" →
 * "Abrir um endereço"), not the notice's key coming or going ("“Mostrar o aviso” → vazio"), since
 * the file says a page or an address by their own keys (schema/fields/link.ts).
 */
function buttonChoice(path: Path, field: CmsField | undefined, before: unknown, after: unknown) {
  if (path.at(-1) !== buttonKinds.notice || !field?.options) return undefined;
  const kindIn = (data: unknown) => {
    const button = valueAt(data, path.slice(0, -1)) as Record<string, unknown> | undefined;
    return buttonKindOf((key) => button?.[key] !== undefined);
  };
  return { from: valueWords(kindIn(before), field), to: valueWords(kindIn(after), field) };
}

/** One change as a line of the form's words; `before` and `after` are the two versions' data. */
export function changeLine(file: string | undefined, change: Change, before: unknown, after: unknown): string {
  const fields = formFieldsOf(file);
  if (change.kind === 'reordered')
    return say('cms-change-reordered', { place: placeIn(file, change.path, after) }).message;
  const removed = change.kind === 'removed';
  const place = placeIn(file, change.path, removed ? before : after);
  if (endsOnItem(change.path) && change.kind !== 'changed') {
    return say(removed ? 'cms-change-removed' : 'cms-change-added', { place }).message;
  }
  const field = formFieldAt(fields, change.path, removed ? before : after);
  const choice = buttonChoice(change.path, field, before, after);
  const from = choice?.from ?? valueWords(change.kind === 'added' ? undefined : change.before, field);
  const to = choice?.to ?? valueWords(change.kind === 'removed' ? undefined : change.after, field);
  return from !== undefined && to !== undefined && from !== to
    ? say('cms-change-changed', { place, before: from, after: to }).message
    : say('cms-change-set', { place }).message;
}

/** Every change between two versions of a file's data, each a line of the form's words. */
export function changeLines(file: string | undefined, before: unknown, after: unknown): string[] {
  return changesBetween(before, after).map((change) => changeLine(file, change, before, after));
}

/** The places of the changes between two versions, once each: what a draft changed ("Contato › Horário"). */
export function changedPlaces(file: string | undefined, before: unknown, after: unknown): string[] {
  const places = changesBetween(before, after).map((change) =>
    placeIn(file, change.path, change.kind === 'removed' ? before : after),
  );
  return [...new Set(places)];
}

/** One side of a collision, in words: its value, "removido" for an item taken out, "outra versão" for a group or list. */
function sideWords(value: unknown, field: CmsField | undefined, path: Path): string {
  if (value === undefined && endsOnItem(path)) return say('cms-value-removed').message;
  return valueWords(value, field) ?? say('cms-value-other').message;
}

/** Each collision as a problem of the form: its place, what is published there now, and what this editor wrote. */
export function collisionProblems(file: string, base: unknown, collisions: readonly Collision[]): FormProblem[] {
  const fields = formFieldsOf(file);
  return collisions.map(({ path, mine, theirs }) => {
    const field = formFieldAt(fields, path, base);
    const { message, hint } = say('cms-collision-value', {
      theirs: sideWords(theirs, field, path),
      mine: sideWords(mine, field, path),
    });
    return { place: placeIn(file, path, base), message, hint, file, fieldPath: path };
  });
}
