import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { companiesFile, type Company } from './company.ts';
import { companyIdDefinition, pagePathDefinition } from './fields/index.ts';
import type { ReferenceKind } from './fields/references.ts';
import { page, type Page } from './page.ts';
import {
  explainYamlFault,
  explainZodIssue,
  withoutEchoes,
  yamlPathOf,
  type ContentIssue,
  type Finding,
} from './report.ts';
import { site, type Site } from './site.ts';
import { codeFrame, firstYamlFault, locate, parseSource, spanAt, type Source, type Span } from './source.ts';
import { closest } from './suggest.ts';
import { descriptionAt, keysAt, referencesIn, valueAt, type Path } from './walk.ts';

// Anything we do not word ourselves still reaches editors in Portuguese.
z.config(z.locales.ptBR());

export interface Content {
  site: Site;
  companies: Company[];
  /** Sorted by path, so `/` comes first. */
  pages: Page[];
}

export type LoadResult = { ok: true; content: Content } | { ok: false; issues: ContentIssue[] };

export interface LoadOptions {
  /** File names in issues are relative to this folder (default: the content folder's parent, so they read `content/…`). */
  root?: string;
}

/** A content file is a few kilobytes; far larger means a paste gone wrong, and would slow every build. */
export const maxFileBytes = 256 * 1024;

const fileSchemas = { site, companies: companiesFile, page } as const;
type FileKind = keyof typeof fileSchemas;

interface ContentFile {
  kind: FileKind;
  absolute: string;
  name: string;
}

/** A file that was read and parsed, with its data as written and as the schema outputs it. */
interface ParsedFile extends ContentFile {
  source: Source;
  data: unknown;
  output?: unknown;
  /** Where zod refused a value (YAML paths), so that a malformed reference is not reported twice. */
  refused?: Set<string>;
}

/**
 * Reads, validates and cross-checks everything in a content folder. Never throws: it returns
 * the typed content, or every issue of every file, each located and explained in Portuguese.
 */
export function loadContent(contentDir: string, options: LoadOptions = {}): LoadResult {
  const root = options.root ?? path.dirname(path.resolve(contentDir));
  const nameOf = (absolute: string) => {
    const relative = path.relative(root, absolute);
    return (relative.startsWith('..') ? absolute : relative || '.').split(path.sep).join('/');
  };
  try {
    return loadFrom(path.resolve(contentDir), nameOf);
  } catch (error) {
    // A bug of ours, not the editor's: still a located report, never a stack trace.
    const detail = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      issues: [
        fileIssue(
          nameOf(contentDir),
          `Erro inesperado ao ler o conteúdo: ${detail}.`,
          'Avise a equipe de desenvolvimento, com esta mensagem.',
        ),
      ],
    };
  }
}

function fileIssue(file: string, message: string, hint: string): ContentIssue {
  return { file, line: 1, column: 1, yamlPath: '', message, hint, frame: '' };
}

function issueAt(
  source: Source,
  span: Span,
  finding: Pick<Finding, 'message' | 'hint'> & { path?: Path },
): ContentIssue {
  return {
    file: source.file,
    line: span.line,
    column: span.column,
    yamlPath: yamlPathOf(finding.path ?? []),
    message: finding.message,
    hint: finding.hint,
    frame: codeFrame(source.text, span),
  };
}

function findingIssue(source: Source, finding: Finding): ContentIssue {
  return issueAt(source, locate(source, finding.path, finding.target), finding);
}

function loadFrom(contentDir: string, nameOf: (absolute: string) => string): LoadResult {
  const issues: ContentIssue[] = [];
  const files = listContentFiles(contentDir, nameOf, issues);
  const parsed = files.flatMap((file) => {
    const result = readAndParse(file, issues);
    return result ? [result] : [];
  });
  for (const file of parsed) issues.push(...validate(file));
  issues.push(...crossCheck(parsed, files));

  if (issues.length > 0) {
    return {
      ok: false,
      issues: issues.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column),
    };
  }
  const outputOf = <K extends FileKind>(kind: K) =>
    parsed.filter((file) => file.kind === kind).map((file) => file.output as z.output<(typeof fileSchemas)[K]>);
  return {
    ok: true,
    content: {
      site: outputOf('site')[0]!,
      companies: outputOf('companies')[0]!.companies,
      pages: outputOf('page').sort((a, b) => a.path.localeCompare(b.path)),
    },
  };
}

function listContentFiles(
  contentDir: string,
  nameOf: (absolute: string) => string,
  issues: ContentIssue[],
): ContentFile[] {
  const entries = (dir: string) => {
    try {
      return statSync(dir).isDirectory() ? readdirSync(dir) : undefined;
    } catch {
      return undefined;
    }
  };
  const top = entries(contentDir);
  if (!top) {
    issues.push(
      fileIssue(
        nameOf(contentDir),
        'A pasta de conteúdo não foi encontrada.',
        'Ela precisa existir ao lado de package.json, com site.yaml, companies.yaml e a pasta pages/.',
      ),
    );
    return [];
  }
  const files: ContentFile[] = [];
  const required = (name: string, kind: FileKind) => {
    const absolute = path.join(contentDir, name);
    if (top.includes(name)) files.push({ kind, absolute, name: nameOf(absolute) });
    else
      issues.push(
        fileIssue(
          nameOf(absolute),
          `O arquivo ${name} não existe.`,
          'Ele é obrigatório: recupere-o do histórico (git) ou crie-o de novo.',
        ),
      );
  };
  required('site.yaml', 'site');
  required('companies.yaml', 'companies');

  for (const name of top) {
    if (/\.ya?ml$/i.test(name) && name !== 'site.yaml' && name !== 'companies.yaml') {
      issues.push(
        fileIssue(
          nameOf(path.join(contentDir, name)),
          'Este arquivo não é lido pelo site.',
          'Os arquivos lidos são site.yaml, companies.yaml e as páginas em pages/. Se for uma página, mova-o para a pasta pages/.',
        ),
      );
    }
  }

  const pagesDir = path.join(contentDir, 'pages');
  const pageNames = entries(pagesDir);
  if (!pageNames) {
    issues.push(
      fileIssue(
        nameOf(pagesDir),
        'A pasta pages/ não existe.',
        'Ela guarda um arquivo .yaml para cada página do site; recupere-a do histórico (git).',
      ),
    );
    return files;
  }
  const pageFiles = pageNames.filter((name) => !name.startsWith('.')).sort();
  for (const name of pageFiles) {
    const absolute = path.join(pagesDir, name);
    if (name.endsWith('.yaml')) files.push({ kind: 'page', absolute, name: nameOf(absolute) });
    else {
      const suggestion = name.replace(/\.[^.]*$/, '') + '.yaml';
      issues.push(
        fileIssue(
          nameOf(absolute),
          'Este arquivo não é lido: as páginas precisam terminar em ".yaml".',
          `Renomeie-o para "${suggestion}", ou apague-o se não for uma página.`,
        ),
      );
    }
  }
  if (!files.some((file) => file.kind === 'page') && pageFiles.length === 0) {
    issues.push(
      fileIssue(
        nameOf(pagesDir),
        'Não há nenhuma página em pages/.',
        'Cada página do site é um arquivo .yaml nesta pasta; recupere-as do histórico (git).',
      ),
    );
  }
  return files;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function readAndParse(file: ContentFile, issues: ContentIssue[]): ParsedFile | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file.absolute);
  } catch {
    issues.push(
      fileIssue(
        file.name,
        'Não foi possível abrir o arquivo.',
        'Confira se ele não está aberto com exclusividade em outro programa e se você tem permissão para lê-lo.',
      ),
    );
    return undefined;
  }
  if (bytes.length > maxFileBytes) {
    const size = (bytes.length / 1024).toFixed(0);
    issues.push(
      fileIssue(
        file.name,
        `O arquivo é grande demais: tem ${size} KB, e o limite é ${maxFileBytes / 1024} KB.`,
        'Um arquivo de conteúdo tem poucos KB; provavelmente algo foi colado por engano. Desfaça a última alteração.',
      ),
    );
    return undefined;
  }
  let text: string;
  try {
    text = utf8.decode(bytes); // also drops a UTF-8 byte-order mark
  } catch {
    const lossy = new TextDecoder('utf-8').decode(bytes);
    const source = parseSource(file.name, lossy);
    issues.push(
      issueAt(source, spanAt(source, lossy.indexOf('\uFFFD')), {
        message: 'O arquivo não está em UTF-8: há um caractere ilegível nesta linha.',
        hint: 'No seu editor, salve o arquivo com a codificação "UTF-8" e confira os acentos desta linha.',
      }),
    );
    return undefined;
  }

  const parsed = parseText(file.name, text);
  if ('issue' in parsed) {
    issues.push(parsed.issue);
    return undefined;
  }
  return { ...file, ...parsed };
}

/** YAML text to plain data, keeping what is needed to point at any part of it. */
function parseText(name: string, text: string): { source: Source; data: unknown } | { issue: ContentIssue } {
  const source = parseSource(name, text);
  const fault = firstYamlFault(source);
  if (fault) {
    const words = explainYamlFault(fault, text.slice(fault.offset, fault.end));
    return { issue: issueAt(source, spanAt(source, fault.offset, fault.end), words) };
  }
  if (source.doc.contents === null) {
    return {
      issue: fileIssue(
        name,
        'O arquivo está vazio.',
        'Desfaça a alteração que apagou o conteúdo (no git ou no seu editor), ou escreva o conteúdo dele.',
      ),
    };
  }
  return { source, data: source.doc.toJS() };
}

/**
 * Checks one YAML text against one schema, with the same located Portuguese issues as the content
 * loader. For YAML that is not a content file: section examples, the editors' guide's snippets.
 */
export function validateText<S extends z.ZodType>(
  name: string,
  text: string,
  schema: S,
): { ok: true; data: z.output<S> } | { ok: false; issues: ContentIssue[] } {
  try {
    const parsed = parseText(name, text);
    if ('issue' in parsed) return { ok: false, issues: [parsed.issue] };
    const checked = checkWith(schema, parsed.source, parsed.data);
    return checked.ok ? { ok: true, data: checked.output as z.output<S> } : checked;
  } catch (error) {
    return {
      ok: false,
      issues: [
        fileIssue(
          name,
          `Erro inesperado: ${error instanceof Error ? error.message : String(error)}.`,
          'Avise a equipe de desenvolvimento, com esta mensagem.',
        ),
      ],
    };
  }
}

function validate(file: ParsedFile): ContentIssue[] {
  const checked = checkWith(fileSchemas[file.kind], file.source, file.data);
  if (!checked.ok) {
    file.refused = new Set(checked.issues.map((issue) => issue.yamlPath));
    return checked.issues;
  }
  file.output = checked.output;
  return [];
}

function checkWith(
  schema: z.ZodType,
  source: Source,
  data: unknown,
): { ok: true; output: unknown } | { ok: false; issues: ContentIssue[] } {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { ok: true, output: result.data };
  const context = {
    valueAt: (p: Path) => valueAt(data, p),
    keysAt: (p: Path) => keysAt(schema, p, data),
    descriptionAt: (p: Path) => descriptionAt(schema, p, data),
  };
  const findings = withoutEchoes(result.error.issues.flatMap((issue) => explainZodIssue(issue, context)));
  return { ok: false, issues: findings.map((finding) => findingIssue(source, finding)) };
}

/** A name defined in one file (a page path, a company id) and where. */
interface Definition {
  file: ParsedFile;
  path: Path;
}

function definitionsOf(parsed: ParsedFile[], kind: ReferenceKind, issues: ContentIssue[]): Map<string, Definition> {
  const defined = new Map<string, Definition>();
  const wellFormed = kind === 'page' ? pagePathDefinition : companyIdDefinition;
  const define = (file: ParsedFile, value: unknown, where: Path, what: string) => {
    if (!wellFormed.safeParse(value).success) return; // zod explains a malformed one
    if (typeof value !== 'string') return;
    const first = defined.get(value);
    if (first) {
      issues.push(
        findingIssue(file.source, {
          path: where,
          target: 'value',
          message: `${what} ${JSON.stringify(value)} já é usado em ${first.file.name}, linha ${locate(first.file.source, first.path).line}.`,
          hint: `Cada ${kind === 'page' ? 'página precisa de um endereço próprio' : 'empresa precisa de um id próprio'}: troque um dos dois.`,
        }),
      );
    } else defined.set(value, { file, path: where });
  };
  for (const file of parsed) {
    if (kind === 'page' && file.kind === 'page') define(file, valueAt(file.data, ['path']), ['path'], 'O endereço');
    if (kind === 'company' && file.kind === 'companies') {
      const list = valueAt(file.data, ['companies']);
      if (Array.isArray(list))
        list.forEach((_, index) => define(file, valueAt(list, [index, 'id']), ['companies', index, 'id'], 'O id'));
    }
  }
  return defined;
}

const referenceWords: Record<ReferenceKind, { missing: (value: string) => string; known: string }> = {
  page: { missing: (value) => `A página ${JSON.stringify(value)} não existe.`, known: 'Páginas existentes' },
  company: {
    missing: (value) => `A empresa ${JSON.stringify(value)} não existe em companies.yaml.`,
    known: 'Empresas existentes',
  },
};

/**
 * What zod cannot see from one file: unique page paths and company ids, and every mention of a
 * page or company naming one that exists. A kind is only checked when every file defining it was
 * read and defines something, so a file with a syntax error does not also make all links to it look broken.
 */
function crossCheck(parsed: ParsedFile[], files: ContentFile[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const readAll = (kind: FileKind) =>
    files.filter((f) => f.kind === kind).every((f) => parsed.some((p) => p.absolute === f.absolute));
  const defined: Record<ReferenceKind, Map<string, Definition> | undefined> = {
    page: readAll('page') ? definitionsOf(parsed, 'page', issues) : undefined,
    company: readAll('companies') ? definitionsOf(parsed, 'company', issues) : undefined,
  };
  for (const file of parsed) {
    for (const reference of referencesIn(fileSchemas[file.kind], file.data)) {
      const known = defined[reference.kind];
      // With nothing defined, the defining file is broken and its own issues say so.
      if (!known || known.size === 0 || known.has(reference.value) || file.refused?.has(yamlPathOf(reference.path)))
        continue;
      const names = [...known.keys()].sort();
      const guess = closest(reference.value, names);
      const words = referenceWords[reference.kind];
      issues.push(
        findingIssue(file.source, {
          path: reference.path,
          target: 'value',
          message: words.missing(reference.value),
          hint: `${guess ? `Você quis dizer "${guess}"? ` : ''}${words.known}: ${names.join(', ')}.`,
        }),
      );
    }
  }
  return issues;
}
