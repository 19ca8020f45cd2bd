import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateText } from '../load/validate-text.ts';
import { say } from '../messages/catalogue/index.ts';
import { fileIssue, type ContentIssue } from '../messages/issue.ts';
import { sectionSchema, sectionTypes, type Section, type SectionType } from './index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface SectionExample {
  type: SectionType;
  /** The example's file, relative to the project root. */
  file: string;
  /** The YAML as an editor would paste it into a page's `sections:` list. */
  yaml: string;
  section: Section;
}

/** Where the example of a section type lives: beside its schema. */
export const exampleFileOf = (type: string) => path.join(here, `${type}.example.yaml`);

/**
 * The example of every registered section type, validated like content: what the section gallery
 * shows and what the editors' guide and the contract test rely on.
 */
export function loadSectionExamples():
  { ok: true; examples: SectionExample[] } | { ok: false; issues: ContentIssue[] } {
  const examples: SectionExample[] = [];
  const issues: ContentIssue[] = [];
  for (const type of sectionTypes) {
    const file = path.relative(path.resolve(here, '../..'), exampleFileOf(type)).split(path.sep).join('/');
    let yaml: string;
    try {
      yaml = readFileSync(exampleFileOf(type), 'utf8');
    } catch {
      issues.push(fileIssue(file, say('example-missing', { type, file })));
      continue;
    }
    const result = validateText(file, yaml, sectionSchema);
    if (!result.ok) issues.push(...result.issues);
    else if (result.data.type !== type) {
      issues.push({
        ...fileIssue(file, say('example-of-other-type', { type, found: result.data.type })),
        yamlPath: 'type',
        fieldPath: ['type'],
      });
    } else examples.push({ type, file, yaml, section: result.data });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, examples };
}
