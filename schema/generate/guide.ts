import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as z from 'zod';
import { cardFeatureSchema, cardSchema } from '../fields/card.ts';
import { colourTokens } from '../fields/colour.ts';
import { iconLabels, iconNames } from '../fields/icon.ts';
import { imageSchema } from '../fields/image.ts';
import { scheduleSchema } from '../fields/schedule.ts';
import { loadContent } from '../load/index.ts';
import { pageSchema } from '../page.ts';
import { formatReport } from '../messages/format.ts';
import { sectionSchema, sectionSchemaOf } from '../sections/index.ts';
import { loadSectionExamples } from '../sections/examples.ts';
import { stepSchema } from '../sections/steps.ts';
import { isRequired, objectInside } from '../walk.ts';
import { cmsConfig } from './cms-config.ts';
import type { CmsField } from './cms-field.ts';

type Schema = z.core.$ZodType;

/** The editors' guide, relative to the project root. */
export const guideFile = 'content/LEIA-ME.md';

/**
 * What each YAML snippet of the guide is an example of, named in its first line
 * (`# exemplo: cartões`), so that a test can check that every snippet still validates.
 */
export const guideSnippetSchemas: Record<string, z.ZodType> = {
  página: pageSchema,
  seção: sectionSchema,
  cartões: z.array(cardSchema),
  tópicos: z.array(cardFeatureSchema),
  etapas: z.array(stepSchema),
  foto: imageSchema,
};

/** Replaces what stands between `<!-- name:inicio … -->` and `<!-- name:fim -->`. */
function fill(guide: string, name: string, body: string): string {
  const start = new RegExp(`<!-- ${name}:inicio[^>]*-->\\n`);
  const open = start.exec(guide);
  const close = guide.indexOf(`<!-- ${name}:fim -->`);
  if (!open || close === -1) throw new Error(`${guideFile} has lost its "${name}" markers`);
  return guide.slice(0, open.index + open[0].length) + body + guide.slice(close);
}

/** A text in a cell of a Markdown table, where "|" would end the cell. */
const cell = (text = '') => text.replace(/\|/g, '\\|');

/** The schemas of the keys inside a field, by key. */
const keysInside = (schema: Schema) => objectInside(schema)?._zod.def.shape ?? {};

/**
 * One row per field and per field inside it: its key in the file (marked where the schema lets it
 * be left out, `keys` holding the schemas of the fields' keys), its label in the CMS's form, and the
 * hint the form shows under it. Not the form's `required`, which Decap's sake bends (cms-fields.ts).
 */
function fieldRows(
  fields: readonly CmsField[],
  keys: Record<string, Schema>,
  inFile: string[] = [],
  inForm: string[] = [],
): string[] {
  return fields.flatMap((field) => {
    const file = [...inFile, `\`${field.name}\``];
    const schema = keys[field.name];
    if (!schema) throw new Error(`${guideFile}: the CMS shows ${file.join(' › ')}, which no schema checks`);
    const form = [...inForm, field.label];
    const optional = isRequired(schema) ? '' : ' (opcional)';
    const row = `| ${file.join(' › ')}${optional} | ${cell(form.join(' › '))} | ${cell(field.hint)} |`;
    // A schedule's two parts are the same everywhere: told once, in the guide's own section (scheduleFields).
    if (field.widget === 'schedule') return [row];
    return [row, ...fieldRows(field.fields ?? [], keysInside(schema), file, form)];
  });
}

const tableOf = (rows: readonly string[]) =>
  ['| no arquivo | no editor | o que é |', '| --- | --- | --- |', ...rows].join('\n');

const fieldTable = (fields: readonly CmsField[], schema: Schema) => tableOf(fieldRows(fields, keysInside(schema)));

/** The fields of a page's file, as the CMS's form of a page names them (its sections: the catalogue). */
function pageFields(): string {
  return `${fieldTable(cmsConfig().collections[0].fields, pageSchema)}\n`;
}

/**
 * Each section type: what it is for, an example to paste, and its fields as the file and the CMS's
 * form name them, from the generated CMS configuration (the labels written beside the schemas).
 */
function sectionCatalogue(): string {
  const result = loadSectionExamples();
  if (!result.ok) throw new Error(formatReport(result.issues));
  const inForm = cmsConfig().collections[0].fields.find((field) => field.name === 'sections')?.types ?? [];
  return result.examples
    .map((example) => {
      const type = inForm.find((candidate) => candidate.name === example.type);
      const schema = sectionSchemaOf(example.type);
      if (!type?.fields) throw new Error(`the CMS configuration has no section type ${example.type}`);
      const table = fieldTable(type.fields, schema);
      return `### \`type: ${example.type}\`\n\n${schema.description ?? ''}\n\n\`\`\`yaml\n# exemplo: seção\n${example.yaml.trimEnd()}\n\`\`\`\n\n${table}\n\n`;
    })
    .join('');
}

/**
 * The parts of "Quando aparece", which every section, list item and page has (schema/fields/schedule.ts):
 * the rows the tables of the pages and sections leave out.
 */
function scheduleFields(): string {
  const field = cmsConfig().collections[0].fields.find((candidate) => candidate.widget === 'schedule');
  if (!field?.fields) throw new Error('the CMS configuration of a page has no schedule');
  return `${tableOf(fieldRows(field.fields, keysInside(scheduleSchema), [`\`${field.name}\``], [field.label]))}\n`;
}

/** A real report: the shipped content with one icon misspelt, as `npm run validate` prints it. */
function errorExample(projectRoot: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'invero-guide-'));
  try {
    const contentDir = path.join(root, 'content');
    cpSync(path.join(projectRoot, 'content'), contentDir, { recursive: true });
    const file = path.join(contentDir, 'pages', 'higienizacao.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('icon: spray-can', 'icon: spray-cam'));
    const result = loadContent(contentDir);
    if (result.ok) throw new Error('the error example of the guide did not break the content');
    return `\`\`\`text\n${formatReport(result.issues).trimEnd()}\n\`\`\`\n`;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const codeList = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');

function iconsAndColours(): string {
  // With the name the CMS shows beside each icon's picture.
  const icons = iconNames.map((name) => `\`${name}\` (${iconLabels[name].toLowerCase()})`).join(', ');
  return `Os ícones aceitos são: ${icons}.\n\nAs cores são: ${codeList(colourTokens)}.\n`;
}

/**
 * The guide with its generated parts (icons, a page's fields, section catalogue, the parts of a
 * schedule, real error output) brought up to date.
 */
export function renderGuide(projectRoot: string): string {
  let guide = readFileSync(path.join(projectRoot, guideFile), 'utf8');
  guide = fill(guide, 'icones', iconsAndColours());
  guide = fill(guide, 'pagina', pageFields());
  guide = fill(guide, 'secoes', sectionCatalogue());
  guide = fill(guide, 'agenda', scheduleFields());
  return fill(guide, 'erro', errorExample(projectRoot));
}
