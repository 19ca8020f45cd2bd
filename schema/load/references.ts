import type * as z from 'zod';
import { say, type MessageId } from '../messages/catalogue/index.ts';
import type { ContentIssue } from '../messages/issue.ts';
import { yamlPathOf } from '../messages/issue.ts';
import { closest } from '../messages/suggest.ts';
import { companyIdDefinitionSchema, pageAddressSchema } from '../fields/index.ts';
import type { ReferenceKind } from '../fields/references.ts';
import { paragraphSchema, textSchema } from '../fields/index.ts';
import { referencesIn, valueAt, type Path } from '../walk.ts';
import type { ContentFile, FileKind } from './files.ts';
import { fileSchemas } from './check.ts';
import type { ReadFile } from './parse.ts';
import { findingIssue, locate } from './source.ts';

/** A file that was read, with where its schema refused values. */
export type CheckedFile = ContentFile & ReadFile & { refused: ReadonlySet<string> };

interface KindRules {
  /** The kind of file that defines names of this kind. */
  definedIn: FileKind;
  /** Where a defining file's data names them. */
  definitionsIn: (data: unknown) => Path[];
  /** A well-formed name; a malformed one is the schema's to explain. */
  wellFormed: z.ZodType;
  /** The messages for a name defined twice, and for a mention of a name nobody defines. */
  taken: MessageId & ('page-path-taken' | 'company-id-taken' | 'page-title-taken' | 'page-description-taken');
  /**
   * Whether the first file to use a name is told too. A duplicated path or id is fixed in the newer
   * file; a title shared by two pages may be fixed in either, and the editor may be looking at either.
   */
  tellBoth?: boolean;
  /** For names that other fields mention (a page's path, a company's id). */
  unknown?: MessageId & ('unknown-page' | 'unknown-company');
}

/** Names that must be unique: the ones fields refer to, and what tells one page from another in search results. */
type NameKind = ReferenceKind | 'page-title' | 'page-description';

/** Everything about a kind of cross-file name, in one place: adding a kind is adding a row. */
const kinds: Record<NameKind, KindRules> = {
  page: {
    definedIn: 'page',
    definitionsIn: () => [['path']],
    // A page at an address the site reserves is told so on its path: links to it need no second message.
    wellFormed: pageAddressSchema,
    taken: 'page-path-taken',
    unknown: 'unknown-page',
  },
  company: {
    definedIn: 'companies',
    definitionsIn: (data) => {
      const list = valueAt(data, ['companies']);
      return Array.isArray(list) ? list.map((_, index) => ['companies', index, 'id']) : [];
    },
    wellFormed: companyIdDefinitionSchema,
    taken: 'company-id-taken',
    unknown: 'unknown-company',
  },
  // A page copied from another and given only a new path would ship the same title and description twice.
  'page-title': {
    definedIn: 'page',
    definitionsIn: () => [['title']],
    wellFormed: textSchema,
    taken: 'page-title-taken',
    tellBoth: true,
  },
  'page-description': {
    definedIn: 'page',
    definitionsIn: () => [['description']],
    wellFormed: paragraphSchema,
    taken: 'page-description-taken',
    tellBoth: true,
  },
};

interface Definition {
  file: CheckedFile;
  path: Path;
}

function definitions(
  kind: KindRules,
  files: readonly CheckedFile[],
): { defined: Map<string, Definition>; issues: ContentIssue[] } {
  const defined = new Map<string, Definition>();
  const issues: ContentIssue[] = [];
  for (const file of files.filter((candidate) => candidate.kind === kind.definedIn)) {
    for (const path of kind.definitionsIn(file.data)) {
      const parsed = kind.wellFormed.safeParse(valueAt(file.data, path));
      if (!parsed.success || typeof parsed.data !== 'string') continue;
      const value = parsed.data;
      const first = defined.get(value);
      if (!first) {
        defined.set(value, { file, path });
        continue;
      }
      const tell = (to: Definition, about: Definition) => {
        const where = { firstFile: about.file.name, firstLine: locate(about.file.source, about.path).line };
        issues.push(
          findingIssue(to.file.source, { path: to.path, target: 'value', ...say(kind.taken, { value, ...where }) }),
        );
      };
      tell({ file, path }, first);
      if (kind.tellBoth) tell(first, { file, path });
    }
  }
  return { defined, issues };
}

/**
 * What zod cannot see from one file: names defined twice, and every mention of a page or company
 * naming one that exists. A kind is only checked when every file defining it was read, so a file
 * with a syntax error does not also make all links to it look broken.
 */
export function checkReferences(files: readonly CheckedFile[], found: readonly ContentFile[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const readAll = (kind: FileKind) =>
    found.filter((f) => f.kind === kind).every((f) => files.some((read) => read.absolute === f.absolute));
  const known = new Map<NameKind, Map<string, Definition>>();
  for (const [name, kind] of Object.entries(kinds) as [NameKind, KindRules][]) {
    if (!readAll(kind.definedIn)) continue;
    const result = definitions(kind, files);
    issues.push(...result.issues);
    known.set(name, result.defined);
  }
  for (const file of files) {
    for (const reference of referencesIn(fileSchemas[file.kind], file.data)) {
      const defined = known.get(reference.kind);
      // With nothing defined, the defining file is broken and its own issues say so.
      if (!defined || defined.size === 0 || defined.has(reference.value)) continue;
      if (file.refused.has(yamlPathOf(reference.path))) continue;
      const names = [...defined.keys()].sort();
      const words = say(kinds[reference.kind].unknown!, {
        value: reference.value,
        known: names,
        guess: closest(reference.value, names),
      });
      issues.push(findingIssue(file.source, { path: reference.path, target: 'value', ...words }));
    }
  }
  return issues;
}
