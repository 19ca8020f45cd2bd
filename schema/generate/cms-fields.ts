import type * as z from 'zod';
import { cmsSettingsSchema } from '../cms.ts';
import { siteSchema } from '../site.ts';
import { say } from '../messages/catalogue/index.ts';
import { iconNames, iconSchema } from '../fields/icon.ts';
import { imageFocusSchema } from '../fields/image.ts';
import type { ReferenceKind } from '../fields/references.ts';
import { textSchema } from '../fields/text.ts';
import { externalUrlSchema, imageSourceSchema } from '../fields/url.ts';
import { scheduleSchema } from '../fields/schedule.ts';
import { itemOf, labelOf, typeLabel } from './cms-form-names.ts';
import { bounds, limit, madeFrom, maxLength, peel, type Peeled } from './cms-schema-facts.ts';
import type { CmsField } from './cms-field.ts';
import { summaryOf, summaryText } from './cms-summaries.ts';

type Schema = z.core.$ZodType;

/** The names the CMS knows the collections and files by (they appear in its addresses). */
export const cmsNames = { pages: 'paginas', files: 'geral', siteFile: 'site', companiesFile: 'empresas' } as const;

/**
 * What a cross-file reference becomes: a search among what it may name. Relation fields may point
 * into a list inside one file of a files collection (`file` + a `*` in the path):
 * https://decapcms.org/docs/widgets/relation/. A new kind of reference fails `tsc` here.
 */
const relations: Record<ReferenceKind, Omit<CmsField, 'name' | 'label'>> = {
  company: {
    widget: 'relation',
    collection: cmsNames.files,
    file: cmsNames.companiesFile,
    value_field: 'companies.*.id',
    search_fields: ['companies.*.name', 'companies.*.id'],
    display_fields: ['companies.*.name'],
  },
  page: {
    widget: 'relation',
    collection: cmsNames.pages,
    value_field: 'path',
    search_fields: ['title', 'path'],
    display_fields: ['title'],
  },
};

/**
 * Settings the CMS leaves out (Decap keeps a key it has no field for as it was), kept in the file for
 * whoever edits the YAML:
 * - where the CMS itself saves and who may log in are set up with the publishing (README.md), and a
 *   slip in them would lock every editor out;
 * - the notices' region is called "Notifications" by the spec, the name F8 and screen readers find
 *   it by, and the error screen's title is the spec's "Unexpected Application Error!": words an
 *   editor would only be asked to leave alone;
 * - the section gallery is a page of `npm run dev` for developers, never published.
 */
const notForEditors: readonly Schema[] = [
  cmsSettingsSchema,
  siteSchema.shape.notice.shape.regionLabel,
  siteSchema.shape.errorScreen,
  siteSchema.shape.gallery,
];

/** Texts longer than a title get a box with several lines. */
const shortTextLimit = maxLength(textSchema) ?? 160;

function numberField(schema: Schema): Omit<CmsField, 'name' | 'label'> {
  const int = /int/.test(String(limit(schema, 'number_format')?.format));
  const bound = (kind: 'greater_than' | 'less_than', step: number) => {
    const check = limit(schema, kind);
    // An exclusive bound of a whole number is the next whole number in.
    return check && Number(check.value) + (check.inclusive || !int ? 0 : step);
  };
  return {
    widget: 'number',
    value_type: int ? 'int' : 'float',
    ...bounds(bound('greater_than', 1), bound('less_than', -1)),
  };
}

/** A select's options: the values the file holds, each under the form's name for it where there is one. */
function choicesOf(peeled: Peeled, values: readonly (string | number)[]): CmsField['options'] {
  return values.map(String).map((value) => {
    const label = peeled.choices?.[value];
    return label ? { label, value } : value;
  });
}

/** The widget and its options for what the schema holds, apart from the name, label and hint. */
function widgetOf(peeled: Peeled, path: string, label: string): Omit<CmsField, 'name' | 'label'> {
  if (peeled.reference) return relations[peeled.reference];
  // The media library uploads to `media_folder`; "insert from URL" keeps today's https addresses.
  if (madeFrom(peeled, imageSourceSchema)) return { widget: 'image', choose_url: true };
  // Icons are chosen by their pictures (admin/widgets/IconControl.tsx), named in Portuguese.
  if (madeFrom(peeled, iconSchema)) return { widget: 'icon', options: choicesOf(peeled, iconNames) };
  // The nine places a photo's focus may be, all in view (admin/widgets/ChoiceControl.tsx): three by
  // three beside the crop the form draws (admin/widgets/PhotoCrop.tsx).
  if (madeFrom(peeled, imageFocusSchema))
    return { widget: 'choice', options: choicesOf(peeled, imageFocusSchema.options) };
  // Another site's address, or one made from a WhatsApp number (admin/widgets/AddressControl.tsx).
  if (madeFrom(peeled, externalUrlSchema)) return { widget: 'address' };
  // "Sempre" or "Só entre…", with pt-BR day and time pickers (admin/widgets/ScheduleControl.tsx); its
  // two fields name its parts, as the file's keys do.
  if (madeFrom(peeled, scheduleSchema)) return { widget: 'schedule', fields: objectFields(peeled, path) };
  const { core } = peeled;
  const def = core._zod.def;
  const pattern = peeled.pattern ? { pattern: peeled.pattern } : {};
  switch (def.type) {
    case 'string':
      return { widget: (maxLength(core) ?? 0) > shortTextLimit ? 'text' : 'string', ...pattern };
    case 'number':
      return numberField(core);
    case 'boolean':
      return { widget: 'boolean' };
    case 'enum':
      return { widget: 'select', options: choicesOf(peeled, Object.values((def as z.core.$ZodEnumDef).entries)) };
    case 'literal': {
      const values = (def as z.core.$ZodLiteralDef<z.core.util.Literal>).values.map(String);
      // A fixed value is written for the editor; an optional one is theirs to choose or leave out, among
      // the form's own choices where it has more (a button's kinds, which the form turns into keys).
      const choices = Object.keys(peeled.choices ?? {});
      // A few kinds, each in words, are all shown: one tap chooses (admin/widgets/ChoiceControl.tsx).
      if (peeled.optional && choices.length > values.length)
        return { widget: 'choice', options: choicesOf(peeled, choices) };
      return peeled.optional
        ? { widget: 'select', options: choicesOf(peeled, values) }
        : { widget: 'hidden', default: values[0] };
    }
    case 'object': {
      const fields = objectFields(peeled, path);
      const frame = peeled.frame ? { frame: peeled.frame } : {};
      // Decap checks the required fields of an optional object even when the object is left out, and
      // so would refuse every save of an entry without it: there they are all optional, and the
      // pre-save check (the schemas) refuses one half filled in, in the form's words. This bends the
      // form only: the guide says what the schema requires (isRequired, schema/walk.ts).
      if (!peeled.optional) return { widget: 'object', fields, ...frame };
      return { widget: 'object', fields: fields.map((field) => ({ ...field, required: false as const })), ...frame };
    }
    case 'array':
      return listOf(peeled, path, label);
    default:
      throw new Error(`cms-fields: ${path} é um ${def.type}, que o gerador do CMS ainda não sabe mostrar.`);
  }
}

/**
 * A field of the CMS for the key `name` whose value the schema checks. `label` stands in for the
 * schema's own where the field is one value of a list, named by the list.
 */
export function cmsField(
  name: string,
  schema: Schema,
  { path = name, label }: { path?: string; label?: string } = {},
): CmsField {
  const peeled = peel(schema);
  const ownLabel = label ?? labelOf(peeled, path);
  const { widget, default: fixed, label_singular, ...options } = widgetOf(peeled, path, ownLabel);
  const value = 'defaultValue' in peeled ? peeled.defaultValue : fixed;
  // A paragraph's box takes Enter, which the site shows as a space: the form says so under it.
  const hint = [peeled.hint, widget === 'text' ? say('cms-one-paragraph').message : undefined]
    .filter(Boolean)
    .join(' ');
  return {
    name,
    label: ownLabel,
    ...(label_singular ? { label_singular } : {}),
    widget,
    ...(peeled.optional ? { required: false as const } : {}),
    ...(value !== undefined ? { default: value } : {}),
    ...(hint ? { hint } : {}),
    ...options,
  };
}

/** The fields of an object schema, in the order of its keys, leaving out `omit` (a list's type key). */
function objectFields(peeled: Peeled, path: string, omit: readonly string[] = []): CmsField[] {
  const shape = (peeled.core._zod.def as z.core.$ZodObjectDef).shape;
  const shown = Object.entries(shape).filter(
    ([key, schema]) => !omit.includes(key) && !notForEditors.some((hidden) => madeFrom(peel(schema), hidden)),
  );
  const at = (key: string) => (path ? `${path}.${key}` : key);
  return shown.map(([key, schema]) => cmsField(key, schema, { path: at(key) }));
}

/** The fields of an object schema (a file, a section, a new kind of item). */
export function cmsFields(schema: Schema, path = ''): CmsField[] {
  const peeled = peel(schema);
  if (peeled.core._zod.def.type !== 'object') throw new Error(`cms-fields: ${path || 'o schema'} não é um objeto.`);
  return objectFields(peeled, path);
}

/**
 * A list, with what one of its items is called (its buttons and counts: "Adicionar cartão"), which
 * the generator asks for as it asks for a label.
 */
function listOf(peeled: Peeled, path: string, label: string): Omit<CmsField, 'name' | 'label'> {
  const array = peeled.core;
  const lengths = bounds(limit(array, 'min_length')?.minimum, maxLength(array));
  const element = (array._zod.def as z.core.$ZodArrayDef).element;
  const item = peel(element);
  const def = item.core._zod.def;
  const union = def as z.core.$ZodDiscriminatedUnionDef;
  if (def.type === 'union' && typeof union.discriminator === 'string') {
    const typeKey = union.discriminator;
    // One kind of item per member of the union: a section type registered in the schemas shows up here.
    const types = union.options.map((option): CmsField => {
      const member = peel(option);
      const tag = String([...(option._zod.propValues?.[typeKey] ?? [])][0]);
      const fields = objectFields(member, `${path}[${tag}]`, [typeKey]);
      const label = typeLabel(member.description, tag);
      return {
        name: tag,
        label,
        widget: 'object',
        ...(member.description ? { hint: member.description } : {}),
        ...summaryOf(fields, label, label),
        fields,
      };
    });
    return { widget: 'list', label_singular: itemOf(peeled, path), ...lengths, typeKey, types };
  }
  const name = path.split('.').at(-1)!;
  const itemLabel = itemOf(peeled, path);
  if (def.type === 'object') {
    const fields = objectFields(item, `${path}[]`);
    return { widget: 'list', label_singular: itemLabel, ...lengths, ...summaryOf(fields, itemLabel), fields };
  }
  // One value per item (a feature line, a company): the folded item shows the value itself, not the list's name.
  const summary = summaryText(name, `${itemLabel} em branco`);
  const field = cmsField(name, element, { path: `${path}[]`, label });
  return { widget: 'list', label_singular: itemLabel, ...lengths, summary, field };
}
