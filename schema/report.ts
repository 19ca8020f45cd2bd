import * as z from 'zod';
import { ruleOf } from './rules.ts';
import { closest } from './suggest.ts';
import type { Path } from './walk.ts';

/** One thing wrong in the content, told so that an editor who is not a developer can fix it. */
export interface ContentIssue {
  /** e.g. `content/pages/home.yaml` */
  file: string;
  line: number;
  column: number;
  /** Where in the YAML, e.g. `sections[0].buttons[1].label`; empty for the whole file. */
  yamlPath: string;
  /** What is wrong, in plain Portuguese. */
  message: string;
  /** How to fix it. */
  hint: string;
  /** The offending lines with the spot underlined; empty when the file could not be read. */
  frame: string;
}

/** A problem found in a file's data, before it is given a line and column. */
export interface Finding {
  path: Path;
  /** `key` points at the name of a field (unknown keys); `value` at what follows it. */
  target: 'key' | 'value';
  message: string;
  hint: string;
  /** For an unknown key: the field it probably misspells, whose "missing" finding it makes redundant. */
  misspells?: Path;
  /** For a missing required field: its path. */
  missing?: Path;
}

export function yamlPathOf(path: Path): string {
  return path.reduce<string>(
    (out, segment) =>
      typeof segment === 'number' ? `${out}[${segment}]` : out ? `${out}.${String(segment)}` : String(segment),
    '',
  );
}

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** What a YAML value turned out to be, in the words of someone who wrote it. */
function whatItIs(value: unknown): string {
  if (value === null || value === undefined) return 'vazio';
  if (Array.isArray(value)) return 'uma lista';
  switch (typeof value) {
    case 'string':
      return `o texto ${show(value)}`;
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

const lastKey = (path: Path) =>
  [...path].reverse().find((segment) => typeof segment === 'string') as string | undefined;

/** Where the issue is, as the words "o campo "x"" or "este item". */
function subject(path: Path): string {
  const last = path.at(-1);
  if (last === undefined) return 'O arquivo';
  if (typeof last === 'number') return `O item ${last + 1} de "${lastKey(path) ?? 'lista'}"`;
  return `O campo "${String(last)}"`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface ExplainContext {
  /** The value found at the issue's path, as the YAML gave it. */
  valueAt: (path: Path) => unknown;
  /** The keys a map at this path may have. */
  keysAt: (path: Path) => string[];
  /** What a field is for (its schema description), to remind the editor when it is missing. */
  descriptionAt: (path: Path) => string | undefined;
}

/**
 * Drops what would only repeat another finding. A misspelt key shows up twice: as an unknown key and as the required field it was meant to be.
 * Telling the editor about the typo is enough.
 */
export function withoutEchoes(findings: Finding[]): Finding[] {
  const misspelt = new Set(findings.flatMap((f) => (f.misspells ? [yamlPathOf(f.misspells)] : [])));
  // zod goes on checking a value of the wrong type (a list's length on a text); its first word is enough.
  const seen = new Set<string>();
  return findings.filter((f) => {
    const place = `${f.target}:${yamlPathOf(f.path)}`;
    if ((f.missing && misspelt.has(yamlPathOf(f.missing))) || seen.has(place)) return false;
    seen.add(place);
    return true;
  });
}

/** One zod issue in plain Portuguese; an unknown-keys issue becomes one finding per key. */
export function explainZodIssue(issue: z.core.$ZodIssue, context: ExplainContext): Finding[] {
  const path = issue.path;
  const key = lastKey(path) ?? '';
  const input = context.valueAt(path);
  const at = (
    message: string,
    hint: string,
    target: Finding['target'] = 'value',
    where: Path = path,
    extra: Partial<Finding> = {},
  ): Finding[] => [{ path: where, target, message, hint, ...extra }];

  const rule = ruleOf(issue.message);
  if (rule) return at(rule.message(input), rule.hint);

  switch (issue.code) {
    case 'invalid_type': {
      if (input === undefined && path.length > 0) {
        const what = context.descriptionAt(path);
        return at(
          `Falta o campo obrigatório "${key}".`,
          `Acrescente uma linha "${key}: …" neste bloco.${what ? ` (${key}: ${what})` : ''}`,
          'value',
          path.slice(0, -1),
          { missing: path },
        );
      }
      if (input === null) {
        return at(
          `${subject(path)} está vazio.`,
          howToWrite[issue.expected]?.(key) ?? `Escreva ${expectedWords[issue.expected] ?? issue.expected}.`,
        );
      }
      if (issue.expected === 'string' && (typeof input === 'number' || typeof input === 'boolean')) {
        return at(
          `${subject(path)} deveria ser um texto, mas o YAML leu ${whatItIs(input)}.`,
          `Coloque o valor entre aspas: ${key}: "${String(input)}".`,
        );
      }
      const expected = expectedWords[issue.expected] ?? issue.expected;
      const fix = howToWrite[issue.expected]?.(key) ?? '';
      if (path.length === 0) {
        return at(
          `O arquivo deveria ser um bloco de campos ("nome: valor"), mas é ${whatItIs(input)}.`,
          'Comece o arquivo com os campos, um por linha, sem "- " na frente.',
        );
      }
      return at(`${subject(path)} deveria ser ${expected}, mas é ${whatItIs(input)}.`, fix);
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return at(`${subject(path)} está vazio.`, `Escreva o texto depois de "${key}:".`);
      if (issue.origin === 'array') {
        const count = Array.isArray(input) ? input.length : 0;
        return at(
          `A lista "${key}" precisa de pelo menos ${plural(minimum, 'item', 'itens')}, e tem ${count}.`,
          'Acrescente itens, cada um numa linha própria começando com "- ".',
        );
      }
      return at(`${subject(path)} precisa ser pelo menos ${minimum}.`, `Use um número a partir de ${minimum}.`);
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') {
        const length = typeof input === 'string' ? input.trim().length : 0;
        return at(
          `O texto de "${key}" é longo demais: tem ${length} caracteres, e o máximo é ${maximum}.`,
          'Encurte o texto; os detalhes podem ir numa descrição.',
        );
      }
      if (issue.origin === 'array') {
        const count = Array.isArray(input) ? input.length : 0;
        return at(
          `A lista "${key}" tem ${plural(count, 'item', 'itens')}, e o máximo é ${maximum}.`,
          `Remova ${plural(count - maximum, 'item', 'itens')}.`,
        );
      }
      return at(`${subject(path)} pode ser no máximo ${maximum}.`, `Use um número até ${maximum}.`);
    }
    case 'invalid_value': {
      const allowed = issue.values.map(String);
      const guess = typeof input === 'string' ? closest(input, allowed) : undefined;
      const list =
        allowed.length === 1 ? `O único valor aceito é "${allowed[0]}".` : `Valores aceitos: ${allowed.join(', ')}.`;
      return at(
        input === undefined
          ? `Falta o campo obrigatório "${key}".`
          : `O valor ${show(input)} não é aceito em "${key}".`,
        guess ? `Você quis dizer "${guess}"? ${list}` : list,
      );
    }
    case 'invalid_union': {
      if (!('discriminator' in issue) || !issue.discriminator) break;
      // zod lists the allowed tags on a discriminator issue, though its issue type does not say so.
      const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
      if (input === undefined) {
        return at(
          `Falta o campo "${key}", que diz o tipo desta seção.`,
          `Acrescente "${key}: " seguido de um destes: ${options.join(', ')}.`,
          'value',
          path.slice(0, -1),
        );
      }
      const guess = typeof input === 'string' ? closest(input, options) : undefined;
      return at(
        `O tipo de seção ${show(input)} não existe.`,
        `${guess ? `Você quis dizer "${guess}"? ` : ''}Tipos de seção: ${options.join(', ')}.`,
      );
    }
    case 'unrecognized_keys': {
      const allowed = context.keysAt(path);
      return issue.keys.map((unknownKey) => {
        const guess = closest(unknownKey, allowed);
        // A look-alike letter (Cyrillic "а", an accent) makes a key that looks right but is not.
        const lookAlike = guess && /[^\x20-\x7e]/.test(unknownKey) && !/[^\x20-\x7e]/.test(guess);
        const hint = guess
          ? `Você quis dizer "${guess}"?${lookAlike ? ' O nome tem uma letra que parece, mas não é, a do alfabeto comum (de outro alfabeto ou com acento): apague-o e digite de novo.' : ''}`
          : `Campos aceitos aqui: ${allowed.join(', ')}. Se o campo é de outro bloco, confira o recuo (os espaços no começo da linha).`;
        return {
          path: [...path, unknownKey],
          target: 'key' as const,
          message: `O campo "${unknownKey}" não existe aqui.`,
          hint,
          ...(guess ? { misspells: [...path, guess] } : {}),
        };
      });
    }
    default:
      break;
  }
  // Anything rarer: zod's own pt-BR wording, which the loader configures.
  return at(`${subject(path)}: ${issue.message}.`, 'Confira o valor deste campo.');
}

const yamlFaultWords: Record<string, { message: string; hint: string }> = {
  TAB_AS_INDENT: {
    message: 'Há um TAB no recuo desta linha, e o YAML só aceita espaços.',
    hint: 'Apague o TAB e use espaços: dois para cada nível de recuo.',
  },
  DUPLICATE_KEY: {
    message: 'O campo "{excerpt}" aparece duas vezes no mesmo bloco.',
    hint: 'Apague uma das duas linhas (ou junte o que elas dizem numa só).',
  },
  BAD_INDENT: {
    message: 'O recuo desta linha (os espaços no começo) não combina com o das linhas de cima.',
    hint: 'Alinhe esta linha com as outras do mesmo bloco, usando espaços.',
  },
  MISSING_CHAR: {
    message: 'Falta fechar algo que foi aberto: aspas, colchetes [ ] ou chaves { }.',
    hint: 'Confira se cada " ou [ aberto nesta linha também foi fechado.',
  },
  BAD_SCALAR_START: {
    message: 'Este texto começa com um símbolo que o YAML reserva (como @, `, %, | ou >).',
    hint: 'Coloque o texto inteiro entre aspas: "…".',
  },
  MULTIPLE_DOCS: {
    message: 'O arquivo tem mais de um documento: há uma linha "---" ou "..." no meio dele.',
    hint: 'Apague essa linha e deixe todo o conteúdo num só documento.',
  },
  BAD_DQ_ESCAPE: {
    message: 'Há uma barra invertida (\\) que o YAML não entende dentro das aspas.',
    hint: 'Troque as aspas duplas por aspas simples, ou apague a barra.',
  },
  MULTILINE_IMPLICIT_KEY: {
    message: 'O YAML entendeu esta linha como a continuação de um nome de campo.',
    hint: 'Confira o recuo e se a linha de cima tem "nome: valor" completo; um texto com ": " no meio precisa de aspas.',
  },
  BLOCK_AS_IMPLICIT_KEY: {
    message: 'O YAML entendeu esta linha como a continuação de um nome de campo.',
    hint: 'Confira o recuo e se a linha de cima tem "nome: valor" completo; um texto com ": " no meio precisa de aspas.',
  },
  ALIAS: {
    message: 'Este arquivo usa um apelido do YAML (*nome), que o site não aceita.',
    hint: 'Escreva o conteúdo por extenso no lugar do apelido.',
  },
  ANCHOR: {
    message: 'Este arquivo usa uma âncora do YAML (&nome), que o site não aceita.',
    hint: 'Apague a âncora e escreva o conteúdo por extenso em cada lugar.',
  },
  MERGE_KEY: {
    message: 'A chave de mesclagem "<<" do YAML não é aceita.',
    hint: 'Escreva os campos por extenso neste bloco.',
  },
};

const unreadableYaml = {
  message: 'O YAML não conseguiu entender esta parte do arquivo.',
  hint: 'Confira o recuo, os dois-pontos depois de cada nome de campo e as aspas nesta linha e na de cima; um texto com ": " ou "#" precisa de aspas.',
};

/** Faults that share a yaml code but need other words, told apart by the library's message. */
const yamlFaultsByDetail: { detail: RegExp; message: string; hint: string }[] = [
  {
    detail: /closing .*quote/i,
    message: 'As aspas abertas aqui não foram fechadas.',
    hint: 'Feche as aspas no fim do texto, na mesma linha: "…".',
  },
  {
    detail: /Sequence item without - indicator/i,
    ...yamlFaultWords.BAD_INDENT!,
  },
  {
    detail: /Nested mappings are not allowed in compact mappings/i,
    message: 'Este texto tem ": " (dois-pontos e espaço) no meio, e o YAML o confundiu com um novo campo.',
    hint: 'Coloque o texto inteiro entre aspas, ex.: tagline: "Missão: negócios e cuidado".',
  },
  {
    detail: /Implicit keys need to be on a single line/i,
    message: 'Esta linha não está no formato "nome: valor": falta ":" depois do nome do campo, ou o recuo está errado.',
    hint: 'Escreva dois-pontos e um espaço depois do nome do campo, ex.: "description: Um texto.", e confira o recuo.',
  },
];

/** `excerpt` is the text the fault points at, e.g. the repeated key's name. */
export function explainYamlFault(
  fault: { code: string; detail: string },
  excerpt: string,
): { message: string; hint: string } {
  const words =
    yamlFaultsByDetail.find((known) => known.detail.test(fault.detail)) ?? yamlFaultWords[fault.code] ?? unreadableYaml;
  return { ...words, message: words.message.replace('{excerpt}', excerpt.slice(0, 60)) };
}

/** Errors as a person reads them in a terminal. */
export function formatIssue(issue: ContentIssue): string {
  const where = issue.yamlPath ? `\n  em: ${issue.yamlPath}` : '';
  const frame = issue.frame ? `\n\n${issue.frame.replace(/^/gm, '  ')}` : '';
  return `✖ ${issue.file}:${issue.line}:${issue.column}\n  ${issue.message}\n  → ${issue.hint}${where}${frame}\n`;
}

/** What to do once the issues are fixed, depending on where the report is read. */
export const nextSteps = {
  validate: 'Nada foi publicado: corrija e rode "npm run validate" de novo.',
  preview: 'Corrija e salve o arquivo: a página se atualiza sozinha.',
} as const;

export function formatReport(issues: readonly ContentIssue[], nextStep: string = nextSteps.validate): string {
  const files = new Set(issues.map((issue) => issue.file)).size;
  const count = plural(issues.length, 'problema', 'problemas');
  const summary = `${count} no conteúdo (${plural(files, 'arquivo', 'arquivos')}). ${nextStep}`;
  return `${issues.map(formatIssue).join('\n')}\n${summary}\n`;
}

const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** GitHub Actions workflow commands, so each error shows on its line in a pull request. */
export function githubAnnotation(issue: ContentIssue): string {
  return `::error file=${escapeProperty(issue.file)},line=${issue.line},col=${issue.column}::${escapeData(`${issue.message} ${issue.hint}`)}`;
}
