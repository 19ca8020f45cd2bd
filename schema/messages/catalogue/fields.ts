import { didYouMean, plural, quote } from '../words.ts';
import { entry, subjectWords, type Reader, type Subject } from './entry.ts';

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

/** The same, as the form shows it: a list of items, a group of fields, a box ticked or not. */
const expectedInForm: Record<string, string> = {
  boolean: 'marcado ou desmarcado',
  array: 'uma lista',
  object: 'um grupo de campos',
};

const expected = (kind: string, to: Reader) =>
  (to.form ? expectedInForm[kind] : undefined) ?? expectedWords[kind] ?? kind;

const howToWrite: Record<string, (key: string) => string> = {
  string: (key) => `Escreva o texto na mesma linha, depois de "${key}: ".`,
  array: () => 'Escreva cada item numa linha própria, começando com "- ", com dois espaços a mais de recuo.',
  object: () => 'Escreva os campos deste bloco em linhas "nome: valor", com dois espaços a mais de recuo.',
  number: (key) => `Escreva só algarismos depois de "${key}: ", sem aspas.`,
};

/** What to do in the form for a value of each kind. */
const howToFill: Record<string, (field: string) => string> = {
  array: (field) => `Acrescente itens à lista ${field}.`,
  object: (field) => `Preencha os campos de ${field}.`,
  number: (field) => `Escreva só algarismos no campo ${field}.`,
};
const howToFillText = (field: string) => `Preencha o campo ${field}.`;

/** How to give a field a value of the kind it needs, in the reader's words. */
function howToGive(kind: string, key: string, to: Reader): string | undefined {
  return to.form ? (howToFill[kind] ?? howToFillText)(to.field(key)) : howToWrite[kind]?.(key);
}

/** Where the problem is, as an editor names it. */
interface About {
  about: Subject;
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
    message: ({ key }, to) => `Falta o campo obrigatório ${to.field(key)}.`,
    hint: ({ key, description }, to) =>
      to.form
        ? `${howToFillText(to.field(key))}${description ? ` (${description})` : ''}`
        : `Acrescente uma linha "${key}: …" neste bloco.${description ? ` (${key}: ${description})` : ''}`,
  }),
  'empty-value': entry<About & Field & { expected: string }>({
    message: ({ about }, to) => `${subjectWords(about, to)} está vazio.`,
    hint: ({ key, expected: kind }, to) => howToGive(kind, key, to) ?? `Escreva ${expected(kind, to)}.`,
  }),
  'text-read-as-other': entry<About & Field & { value: unknown }>({
    message: ({ about, value }, to) =>
      to.form
        ? `${subjectWords(about, to)} deveria ser um texto, mas tem ${whatItIs(value)}.`
        : `${subjectWords(about, to)} deveria ser um texto, mas o YAML leu ${whatItIs(value)}.`,
    hint: ({ key, value }, to) =>
      to.form
        ? `Escreva o texto no campo ${to.field(key)}.`
        : `Coloque o valor entre aspas: ${key}: "${String(value)}".`,
  }),
  'file-not-a-map': entry<{ value: unknown }>({
    message: ({ value }) => `O arquivo deveria ser um bloco de campos ("nome: valor"), mas é ${whatItIs(value)}.`,
    hint: () => 'Comece o arquivo com os campos, um por linha, sem "- " na frente.',
  }),
  'wrong-type': entry<About & Field & { expected: string; value: unknown }>({
    message: ({ about, expected: kind, value }, to) =>
      `${subjectWords(about, to)} deveria ser ${expected(kind, to)}, mas é ${whatItIs(value)}.`,
    hint: ({ key, expected: kind }, to) => howToGive(kind, key, to) ?? '',
  }),
  'empty-text': entry<About & Field>({
    message: ({ about }, to) => `${subjectWords(about, to)} está vazio.`,
    hint: ({ key }, to) => (to.form ? howToFillText(to.field(key)) : `Escreva o texto depois de "${key}:".`),
  }),
  'list-too-short': entry<Field & { minimum: number; count: number }>({
    message: ({ key, minimum, count }, to) =>
      `A lista ${to.field(key)} precisa de pelo menos ${plural(minimum, 'item', 'itens')}, e tem ${count}.`,
    hint: (_, to) =>
      to.form
        ? 'Acrescente itens com o botão "Adicionar" da lista.'
        : 'Acrescente itens, cada um numa linha própria começando com "- ".',
  }),
  'number-too-small': entry<About & { minimum: number }>({
    message: ({ about, minimum }, to) => `${subjectWords(about, to)} precisa ser pelo menos ${minimum}.`,
    hint: ({ minimum }) => `Use um número a partir de ${minimum}.`,
  }),
  'text-too-long': entry<Field & { length: number; maximum: number }>({
    message: ({ key, length, maximum }, to) =>
      `O texto ${to.form ? 'do campo ' : 'de '}${to.field(key)} é longo demais: tem ${length} caracteres, e o máximo é ${maximum}.`,
    hint: () => 'Encurte o texto; os detalhes podem ir numa descrição.',
  }),
  'list-too-long': entry<Field & { count: number; maximum: number }>({
    message: ({ key, count, maximum }, to) =>
      `A lista ${to.field(key)} tem ${plural(count, 'item', 'itens')}, e o máximo é ${maximum}.`,
    hint: ({ count, maximum }) => `Remova ${plural(count - maximum, 'item', 'itens')}.`,
  }),
  'number-too-big': entry<About & { maximum: number }>({
    message: ({ about, maximum }, to) => `${subjectWords(about, to)} pode ser no máximo ${maximum}.`,
    hint: ({ maximum }) => `Use um número até ${maximum}.`,
  }),
  'value-not-allowed': entry<Field & { value: unknown; allowed: string[]; guess?: string }>({
    message: ({ key, value }, to) =>
      value === undefined
        ? `Falta o campo obrigatório ${to.field(key)}.`
        : // A choice cleared in the form, or a key left without a value in the file: "vazio", never "null".
          value === null
          ? `O campo ${to.field(key)} está vazio.`
          : `O valor ${quote(value)} não é aceito em ${to.field(key)}.`,
    hint: ({ key, allowed, guess }, to) =>
      to.form
        ? `Escolha uma das opções do campo ${to.field(key)}.`
        : (guess ? `Você quis dizer "${guess}"? ` : '') +
          (allowed.length === 1
            ? `O único valor aceito é "${allowed[0]}".`
            : `Valores aceitos: ${allowed.join(', ')}.`),
  }),
  'missing-variant': entry<Field & { names: VariantNames; options: string[] }>({
    message: ({ key, names }, to) =>
      to.form
        ? `Falta escolher o tipo desta ${names.owner}.`
        : `Falta o campo "${key}", que diz o tipo desta ${names.owner}.`,
    hint: ({ key, names, options }, to) =>
      to.form
        ? `Apague esta ${names.owner} e acrescente outra com o botão "Adicionar", escolhendo o tipo.`
        : `Acrescente "${key}: " seguido de um destes: ${options.join(', ')}.`,
  }),
  'unknown-variant': entry<{ value: unknown; names: VariantNames; options: string[]; guess?: string }>({
    message: ({ value, names }) => `O ${names.one} ${quote(value)} não existe.`,
    hint: ({ names, options, guess }, to) =>
      to.form
        ? `Apague esta ${names.owner} e acrescente outra com o botão "Adicionar", escolhendo o tipo.`
        : `${didYouMean(guess)}${names.many}: ${options.join(', ')}.`,
  }),
  'unknown-key': entry<{ key: string; allowed: string[]; guess?: string; lookAlike: boolean }>({
    message: ({ key }, to) =>
      to.form
        ? `O arquivo tem aqui um dado chamado "${key}", que o formulário não mostra e o site não aceita.`
        : `O campo "${key}" não existe aqui.`,
    hint: ({ allowed, guess, lookAlike }, to) =>
      to.form
        ? 'Ele foi escrito no arquivo fora do editor: peça a quem cuida do site para apagá-lo ou corrigi-lo.'
        : guess
          ? `Você quis dizer "${guess}"?${lookAlike ? ' O nome tem uma letra que parece, mas não é, a do alfabeto comum (de outro alfabeto ou com acento): apague-o e digite de novo.' : ''}`
          : `Campos aceitos aqui: ${allowed.join(', ')}. Se o campo é de outro bloco, confira o recuo (os espaços no começo da linha).`,
  }),
  /** Anything rarer: zod's own pt-BR wording, which the loader configures. */
  'other-field-problem': entry<About & { detail: string }>({
    message: ({ about, detail }, to) => `${subjectWords(about, to)}: ${detail}.`,
    hint: () => 'Confira o valor deste campo.',
  }),
};
