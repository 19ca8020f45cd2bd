import { didYouMean, plural, quote } from '../words.ts';
import { entry } from './entry.ts';

/** What a YAML value turned out to be, in the words of someone who wrote it. */
export function whatItIs(value: unknown): string {
  if (value === null || value === undefined) return 'vazio';
  if (Array.isArray(value)) return 'uma lista';
  switch (typeof value) {
    case 'string':
      return `o texto ${quote(value)}`;
    case 'number':
      return `o número ${value}`;
    case 'boolean':
      return `o valor ${value} (verdadeiro/falso)`;
    case 'object':
      return 'um bloco de campos';
    default:
      return typeof value;
  }
}

const expectedWords: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'true ou false',
  array: 'uma lista (linhas começando com "- ")',
  object: 'um bloco de campos (linhas "nome: valor")',
};

const howToWrite: Record<string, (key: string) => string> = {
  string: (key) => `Escreva o texto na mesma linha, depois de "${key}: ".`,
  array: () => 'Escreva cada item numa linha própria, começando com "- ", com dois espaços a mais de recuo.',
  object: () => 'Escreva os campos deste bloco em linhas "nome: valor", com dois espaços a mais de recuo.',
  number: (key) => `Escreva só algarismos depois de "${key}: ", sem aspas.`,
};

/** Where the problem is, as an editor names it: "O campo "x"", "O item 2 de "features"", "O arquivo". */
interface Subject {
  subject: string;
}
interface Field {
  key: string;
}
/** The name of a variant and of the variant kind, e.g. "tipo de seção" / "Tipos de seção". */
export interface VariantNames {
  one: string;
  many: string;
  /** What carries the variant, e.g. "seção" in "o tipo desta seção". */
  owner: string;
}

/** A value that does not fit its field: wrong type, too short or long, not one of the allowed values. */
export const fieldMessages = {
  'missing-field': entry<Field & { description?: string }>({
    message: ({ key }) => `Falta o campo obrigatório "${key}".`,
    hint: ({ key, description }) =>
      `Acrescente uma linha "${key}: …" neste bloco.${description ? ` (${key}: ${description})` : ''}`,
  }),
  'empty-value': entry<Subject & Field & { expected: string }>({
    message: ({ subject }) => `${subject} está vazio.`,
    hint: ({ key, expected }) => howToWrite[expected]?.(key) ?? `Escreva ${expectedWords[expected] ?? expected}.`,
  }),
  'text-read-as-other': entry<Subject & Field & { value: unknown }>({
    message: ({ subject, value }) => `${subject} deveria ser um texto, mas o YAML leu ${whatItIs(value)}.`,
    hint: ({ key, value }) => `Coloque o valor entre aspas: ${key}: "${String(value)}".`,
  }),
  'file-not-a-map': entry<{ value: unknown }>({
    message: ({ value }) => `O arquivo deveria ser um bloco de campos ("nome: valor"), mas é ${whatItIs(value)}.`,
    hint: () => 'Comece o arquivo com os campos, um por linha, sem "- " na frente.',
  }),
  'wrong-type': entry<Subject & Field & { expected: string; value: unknown }>({
    message: ({ subject, expected, value }) =>
      `${subject} deveria ser ${expectedWords[expected] ?? expected}, mas é ${whatItIs(value)}.`,
    hint: ({ key, expected }) => howToWrite[expected]?.(key) ?? '',
  }),
  'empty-text': entry<Subject & Field>({
    message: ({ subject }) => `${subject} está vazio.`,
    hint: ({ key }) => `Escreva o texto depois de "${key}:".`,
  }),
  'list-too-short': entry<Field & { minimum: number; count: number }>({
    message: ({ key, minimum, count }) =>
      `A lista "${key}" precisa de pelo menos ${plural(minimum, 'item', 'itens')}, e tem ${count}.`,
    hint: () => 'Acrescente itens, cada um numa linha própria começando com "- ".',
  }),
  'number-too-small': entry<Subject & { minimum: number }>({
    message: ({ subject, minimum }) => `${subject} precisa ser pelo menos ${minimum}.`,
    hint: ({ minimum }) => `Use um número a partir de ${minimum}.`,
  }),
  'text-too-long': entry<Field & { length: number; maximum: number }>({
    message: ({ key, length, maximum }) =>
      `O texto de "${key}" é longo demais: tem ${length} caracteres, e o máximo é ${maximum}.`,
    hint: () => 'Encurte o texto; os detalhes podem ir numa descrição.',
  }),
  'list-too-long': entry<Field & { count: number; maximum: number }>({
    message: ({ key, count, maximum }) =>
      `A lista "${key}" tem ${plural(count, 'item', 'itens')}, e o máximo é ${maximum}.`,
    hint: ({ count, maximum }) => `Remova ${plural(count - maximum, 'item', 'itens')}.`,
  }),
  'number-too-big': entry<Subject & { maximum: number }>({
    message: ({ subject, maximum }) => `${subject} pode ser no máximo ${maximum}.`,
    hint: ({ maximum }) => `Use um número até ${maximum}.`,
  }),
  'value-not-allowed': entry<Field & { value: unknown; allowed: string[]; guess?: string }>({
    message: ({ key, value }) =>
      value === undefined ? `Falta o campo obrigatório "${key}".` : `O valor ${quote(value)} não é aceito em "${key}".`,
    hint: ({ allowed, guess }) =>
      (guess ? `Você quis dizer "${guess}"? ` : '') +
      (allowed.length === 1 ? `O único valor aceito é "${allowed[0]}".` : `Valores aceitos: ${allowed.join(', ')}.`),
  }),
  'missing-variant': entry<Field & { names: VariantNames; options: string[] }>({
    message: ({ key, names }) => `Falta o campo "${key}", que diz o tipo desta ${names.owner}.`,
    hint: ({ key, options }) => `Acrescente "${key}: " seguido de um destes: ${options.join(', ')}.`,
  }),
  'unknown-variant': entry<{ value: unknown; names: VariantNames; options: string[]; guess?: string }>({
    message: ({ value, names }) => `O ${names.one} ${quote(value)} não existe.`,
    hint: ({ names, options, guess }) => `${didYouMean(guess)}${names.many}: ${options.join(', ')}.`,
  }),
  'unknown-key': entry<{ key: string; allowed: string[]; guess?: string; lookAlike: boolean }>({
    message: ({ key }) => `O campo "${key}" não existe aqui.`,
    hint: ({ allowed, guess, lookAlike }) =>
      guess
        ? `Você quis dizer "${guess}"?${lookAlike ? ' O nome tem uma letra que parece, mas não é, a do alfabeto comum (de outro alfabeto ou com acento): apague-o e digite de novo.' : ''}`
        : `Campos aceitos aqui: ${allowed.join(', ')}. Se o campo é de outro bloco, confira o recuo (os espaços no começo da linha).`,
  }),
  /** Anything rarer: zod's own pt-BR wording, which the loader configures. */
  'other-field-problem': entry<Subject & { detail: string }>({
    message: ({ subject, detail }) => `${subject}: ${detail}.`,
    hint: () => 'Confira o valor deste campo.',
  }),
};
