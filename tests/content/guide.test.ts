import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { guideFile, guideSnippetSchemas, renderGuide } from '../../schema/generate/guide.ts';
import { validateText } from '../../schema/load/validate-text.ts';
import { pageSchema } from '../../schema/page.ts';
import { sectionSchemaOf, sectionTypes, type SectionType } from '../../schema/sections/index.ts';
import { objectInside } from '../../schema/walk.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const guide = readFileSync(path.join(projectRoot, guideFile), 'utf8');
const snippets = [...guide.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match, index) => ({ index, yaml: match[1]! }));

/** The guide's text between a generated part's markers. */
const part = (name: string) => guide.slice(guide.indexOf(`<!-- ${name}:inicio`), guide.indexOf(`<!-- ${name}:fim -->`));

/** Each row of the guide's field tables: the schema it is of, its keys, and whether it says "(opcional)". */
function fieldRows(): { table: string; root: z.core.$ZodType; keys: string[]; optional: boolean }[] {
  const rowsOf = (table: string, root: z.core.$ZodType, text: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => {
        const inFile = line.split(' | ')[0]!;
        const keys = [...inFile.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
        return { table, root, keys, optional: inFile.endsWith(' (opcional)') };
      });
  const sections = part('secoes')
    .split(/^### `type: /m)
    .slice(1)
    .flatMap((text) => {
      const type = text.slice(0, text.indexOf('`')) as SectionType;
      return rowsOf(`type: ${type}`, sectionSchemaOf(type), text);
    });
  return [...rowsOf('a página', pageSchema, part('pagina')), ...sections];
}

/**
 * Whether `npm run validate` refuses the object without this key: zod, given the object with nothing
 * in it, reports the key itself. Asked of zod's parse, not of the generators' reading of the schema.
 */
function requiredBySchema(root: z.core.$ZodType, keys: readonly string[]): boolean {
  let object = objectInside(root);
  for (const key of keys.slice(0, -1)) object = object && objectInside(object._zod.def.shape[key]!);
  const key = keys.at(-1)!;
  if (!object?._zod.def.shape[key]) throw new Error(`no schema checks ${keys.join(' › ')}`);
  const result = z.safeParse(object, {});
  return !result.success && result.error.issues.some((issue) => issue.path.length === 1 && issue.path[0] === key);
}

describe('the editors’ guide (content/LEIA-ME.md)', () => {
  it('says "(opcional)" of exactly the fields npm run validate lets a file leave out', () => {
    const rows = fieldRows();
    expect(rows.map(({ table }) => table)).toEqual(expect.arrayContaining(['a página', ...sectionTypes.map((type) => `type: ${type}`)]));
    const wrong = rows
      .filter(({ root, keys, optional }) => requiredBySchema(root, keys) === optional)
      .map(({ table, keys, optional }) => `${table}: ${keys.join(' › ')} ${optional ? 'is required' : 'may be left out'}`);
    expect(wrong).toEqual([]);
  });


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
