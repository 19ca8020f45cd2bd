import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guideFile, guideSnippetSchemas, renderGuide } from '../../schema/generate/guide.ts';
import { validateText } from '../../schema/load/validate-text.ts';
import { sectionTypes } from '../../schema/sections/index.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const guide = readFileSync(path.join(projectRoot, guideFile), 'utf8');
const snippets = [...guide.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match, index) => ({ index, yaml: match[1]! }));

describe('the editors’ guide (content/LEIA-ME.md)', () => {
  it('has its generated parts up to date (run "npm run schema")', () => {
    expect(renderGuide(projectRoot)).toBe(guide);
  });

  it('shows an example of every section type', () => {
    for (const type of sectionTypes) expect(guide).toContain(`# exemplo: seção\ntype: ${type}\n`);
  });

  it.each(snippets.map((snippet) => [snippet.yaml.split('\n')[0], snippet] as const))(
    'snippet "%s" validates',
    (_firstLine, { index, yaml }) => {
      const kind = /^# exemplo: (.+)$/.exec(yaml.split('\n')[0]!)?.[1];
      expect(kind, `snippet ${index + 1} must start with "# exemplo: <tipo>"`).toBeDefined();
      const schema = guideSnippetSchemas[kind!];
      expect(schema, `unknown kind "${kind}"`).toBeDefined();
      const result = validateText(`${guideFile} (exemplo ${index + 1})`, yaml, schema!);
      expect(result.ok ? [] : result.issues.map((issue) => `${issue.line}:${issue.column} ${issue.message}`)).toEqual([]);
    },
  );
});
