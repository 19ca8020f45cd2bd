import { fileSchemas } from '../../schema/load/check.ts';
import { validateText } from '../../schema/load/validate-text.ts';
import { fileIssue, type ContentIssue } from '../../schema/messages/issue.ts';
import { sectionSchema, type Section } from '../../schema/sections/index.ts';
import { fileText } from '../file-texts.ts';
import { readYaml } from '../keep-text-format.ts';

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

const previewName = 'página';

/** Whether an issue lies inside section `index` (its own fields, or the section as a whole). */
const inSection = (index: number) => (issue: ContentIssue) =>
  issue.yamlPath === `sections[${index}]` ||
  issue.yamlPath.startsWith(`sections[${index}].`) ||
  issue.yamlPath.startsWith(`sections[${index}][`);

/**
 * A page being edited, checked as it would be saved (cleared fields dropped, the same schemas and
 * messages as `npm run validate`), with its problems sorted by section: each section is drawn or
 * replaced by its own problems, so one mistake never blanks the whole preview.
 */
export function checkPage(data: unknown): PageCheck {
  let text: string;
  try {
    text = fileText(undefined, data);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { pageIssues: [fileIssue(previewName, { message, hint: '' })], sections: [] };
  }
  const result = validateText(previewName, text, fileSchemas.page);
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
