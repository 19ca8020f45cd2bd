import type * as z from 'zod';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { fileSchemas } from '../../schema/load/check.ts';
import type { FileKind } from '../../schema/load/files.ts';
import { validateText } from '../../schema/load/validate-text.ts';
import { fileIssue, type ContentIssue } from '../../schema/messages/issue.ts';
import { sectionSchema, type Section } from '../../schema/sections/index.ts';
import { fileText } from '../yaml/file-texts.ts';
import { readYaml } from '../yaml/keep-text-format.ts';
import { cleanedAsSaved } from '../session/pasted-text.ts';

export interface SectionCheck {
  /** The section ready to draw (the schema's output), when nothing in it is wrong. */
  section?: Section;
  issues: ContentIssue[];
}

export interface PageCheck {
  /** Problems of the page itself (path, title…), not of one of its sections. */
  pageIssues: ContentIssue[];
  sections: SectionCheck[];
  company?: string;
}

/**
 * The file the preview checks, by the name the form's words know it by: the settings by their path
 * (their fields are then named by the form's labels, "Horário", never the key, "hours"); a page, whose
 * path the preview does not know, by a word, which a message naming the file says.
 */
const previewNames: Record<FileKind, string> = { page: 'página', site: cmsFiles.site, companies: cmsFiles.companies };

/** Whether an issue lies inside section `index` (its own fields, or the section as a whole). */
const inSection = (index: number) => (issue: ContentIssue) =>
  issue.yamlPath === `sections[${index}]` ||
  issue.yamlPath.startsWith(`sections[${index}].`) ||
  issue.yamlPath.startsWith(`sections[${index}][`);

type Checked<Kind extends FileKind> =
  | { ok: true; text: string; data: z.output<(typeof fileSchemas)[Kind]> }
  | { ok: false; text?: string; issues: ContentIssue[] };

/**
 * A file being edited, checked as it would be saved (cleared fields dropped, what a paste left unseen
 * taken out: session/pre-save.ts), with the same schemas and messages as `npm run validate`.
 */
export function checkEdited<Kind extends FileKind>(kind: Kind, data: unknown): Checked<Kind> {
  let text: string;
  try {
    text = fileText(undefined, cleanedAsSaved(data));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [fileIssue(previewNames[kind], { message, hint: '' })] };
  }
  const result = validateText(previewNames[kind], text, fileSchemas[kind]);
  // validateText's output is the schema's; TypeScript cannot follow a schema picked by a generic key.
  return result.ok
    ? { ok: true, text, data: result.data as z.output<(typeof fileSchemas)[Kind]> }
    : { ok: false, text, issues: result.issues };
}

/**
 * A page being edited, checked as it would be saved, with its problems sorted by section: each
 * section is drawn or replaced by its own problems, so one mistake never blanks the whole preview.
 */
export function checkPage(data: unknown): PageCheck {
  const result = checkEdited('page', data);
  if (result.text === undefined) return { pageIssues: result.ok ? [] : result.issues, sections: [] };
  const { text } = result;
  const issues = result.ok ? [] : result.issues;
  const page = readYaml(text) as { sections?: unknown; company?: unknown } | null;
  const listed: unknown[] = Array.isArray(page?.sections) ? page.sections : [];
  const sections = listed.map((raw, index): SectionCheck => {
    const own = issues.filter(inSection(index));
    const parsed = own.length === 0 ? sectionSchema.safeParse(raw) : undefined;
    return parsed?.success ? { section: parsed.data, issues: own } : { issues: own };
  });
  return {
    pageIssues: issues.filter((issue) => !listed.some((_, index) => inSection(index)(issue))),
    sections,
    ...(typeof page?.company === 'string' ? { company: page.company } : {}),
  };
}
