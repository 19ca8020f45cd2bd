/**
 * Content at the most its schemas allow, for the tests that hold the build to "what validates always
 * builds": every section type, from its example, with every list at its most items and every text at
 * its longest, in words that vary (gzip would crush one letter repeated). The counts and lengths are
 * read from the schemas, so the content follows them when they change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type * as z from 'zod';
import { parse, stringify } from 'yaml';
import { maxLength, peel } from '../../schema/generate/cms-schema-facts.ts';
import { loadSectionExamples } from '../../schema/sections/examples.ts';
import { sectionSchema } from '../../schema/sections/index.ts';
import { valueAt, type Path } from '../../schema/walk.ts';
import { seededRandom } from './seeded-random.ts';

type Schema = z.core.$ZodType;

/** Words of the site's trades, of every length, from which texts are drawn at random. */
const vocabulary = `
  odontologia tratamento clareamento implante prótese canal gengiva sorriso consulta avaliação prevenção
  limpeza restauração ortodontia aparelho criança família paciente equipe especialista atendimento agenda
  horário segunda sábado conforto cuidado saúde bucal estética harmonia moderno tecnologia diagnóstico
  radiografia tomografia anestesia cirurgia guiada carga imediata cadeira estofado superfície biossegurança
  esterilização desinfecção autoclave higienização manutenção equipamento peça técnico visita relatório
  imposto crédito tributário recuperação contribuição PIS COFINS ICMS análise retroativa empresa balanço
  contador auditoria processo etapa prazo resultado economia assessoria planejamento fiscal legislação
  receita federal estadual municipal compensação restituição documento parecer reunião proposta contrato
  e de da do das dos em no na com para por sem que mais menos muito pouco sempre nunca cada todo toda
  rápido seguro claro simples completo gratuito acolhedor humano atento certificado garantido novo
`
  .trim()
  .split(/\s+/);

/** A text of exactly `length` characters, words drawn at random (by `seed`), capitalised, ending in a letter. */
export function variedText(length: number, seed: number): string {
  const { next } = seededRandom(seed);
  let text = '';
  while (text.length < length) text += `${text ? ' ' : ''}${vocabulary[Math.floor(next() * vocabulary.length)]}`;
  text = text.slice(0, length);
  // A cut that ends in a space would be trimmed by the schema: end in a letter.
  if (text.endsWith(' ')) text = `${text.slice(0, -1)}a`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The member of a discriminated union that `data` is, or the schema itself. */
function memberFor(core: Schema, data: unknown): Schema {
  const def = core._zod.def as z.core.$ZodDiscriminatedUnionDef;
  if (def.type !== 'union' || typeof def.discriminator !== 'string' || !isRecord(data)) return core;
  const found = def.options.find((option) =>
    option._zod.propValues?.[def.discriminator]?.has(data[def.discriminator] as never),
  );
  return found ? peel(found).core : core;
}

/** Every text of `data` the schema bounds, where it is and its longest. */
interface Text {
  path: Path;
  longest: number;
}

/**
 * `data` with every list grown to its most items (copies of its own items, in turn) and every optional
 * text the data leaves out written in; and where each text the schema bounds is, with its longest.
 */
function grow(schema: Schema, data: unknown, at: Path, texts: Text[]): unknown {
  const core = memberFor(peel(schema).core, data);
  const def = core._zod.def;
  if (Array.isArray(data) && def.type === 'array') {
    const most = maxLength(core) ?? data.length;
    const element = (def as z.core.$ZodArrayDef).element;
    return Array.from({ length: Math.max(most, data.length) }, (_, index) =>
      grow(element, structuredClone(data[index % data.length]), [...at, index], texts),
    );
  }
  if (isRecord(data) && def.type === 'object') {
    const shape = (def as z.core.$ZodObjectDef).shape;
    const grown: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const fieldCore = peel(field).core;
      if (key in data) grown[key] = grow(field, data[key], [...at, key], texts);
      // An optional text the example leaves out (a subtitle): written in, if the section takes it.
      else if (fieldCore._zod.def.type === 'string' && maxLength(fieldCore) !== undefined) {
        grown[key] = 'Texto';
        texts.push({ path: [...at, key], longest: maxLength(fieldCore)! });
      }
    }
    return grown;
  }
  const longest = def.type === 'string' ? maxLength(core) : undefined;
  if (typeof data === 'string' && longest !== undefined) texts.push({ path: at, longest });
  return data;
}

function setAt(data: unknown, path: Path, value: unknown): void {
  (valueAt(data, path.slice(0, -1)) as Record<PropertyKey, unknown>)[path.at(-1)!] = value;
}

/**
 * A section grown to its schema's limits. A text stays as the example has it where the longest
 * varied text does not validate there (a step's number, an address), and an optional text the section
 * refuses is left out: the section always validates.
 */
export function sectionAtItsLimits(example: unknown, seed: number): unknown {
  const texts: Text[] = [];
  const section = grow(sectionSchema, example, [], texts);
  texts.forEach(({ path: at, longest }, index) => {
    const before = valueAt(section, at);
    setAt(section, at, variedText(longest, seed * 1000 + index));
    if (sectionSchema.safeParse(section).success) return;
    if (before === 'Texto') delete (valueAt(section, at.slice(0, -1)) as Record<PropertyKey, unknown>)[at.at(-1)!];
    else setAt(section, at, before);
  });
  if (!sectionSchema.safeParse(section).success)
    throw new Error(`could not grow the example of ${String((example as { type?: unknown }).type)}`);
  return section;
}

/** Every registered section type, from its example, at its schema's limits. */
export function everySectionAtItsLimits(): unknown[] {
  const loaded = loadSectionExamples();
  if (!loaded.ok) throw new Error('the sections’ examples do not validate');
  return loaded.examples.map((example, index) => sectionAtItsLimits(parse(example.yaml), index + 1));
}

/** The page of every section type at its limits, added to a content folder. */
export const pageAtTheLimits = { path: '/no-limite', file: 'pages/no-limite.yaml' } as const;

/**
 * Writes the page of every section type at its limits into `contentDir`, with a grid of all its
 * companies (the other kind of card grid) and the longest title and description a page takes.
 */
export function writePageAtTheLimits(contentDir: string): void {
  const { companies } = parse(readFileSync(path.join(contentDir, 'companies.yaml'), 'utf8')) as {
    companies: { id: string }[];
  };
  const companyGrid = {
    type: 'card-grid',
    title: 'Empresas',
    companies: companies.map(({ id }) => id),
    linkLabel: 'Saiba Mais',
  };
  const page = {
    path: pageAtTheLimits.path,
    title: variedText(160, 7),
    description: variedText(800, 8),
    sections: [...everySectionAtItsLimits(), sectionAtItsLimits(companyGrid, 99)],
  };
  writeFileSync(path.join(contentDir, pageAtTheLimits.file), stringify(page));
}
