import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconNames } from '../../schema/fields/icon';
import { contentJsonSchemas, jsonSchemaDir } from '../../schema/generate/json-schema';
import { sectionTypes } from '../../schema/sections';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const generated = contentJsonSchemas();

describe('JSON Schemas for editors', () => {
  it.each(Object.keys(generated))('%s is up to date with the zod schemas (run "npm run schema")', (name) => {
    expect(readFileSync(path.join(projectRoot, jsonSchemaDir, name), 'utf8')).toBe(generated[name]);
  });

  it('lists the allowed icons and section types, and describes fields', () => {
    const page = generated['page.schema.json']!;
    for (const icon of iconNames) expect(page).toContain(`"${icon}"`);
    for (const type of sectionTypes) expect(page).toContain(`"const": "${type}"`);
    expect(page).toContain('"description": "O título principal da página."');
  });

  it('is named at the top of every content file', () => {
    const contentDir = path.join(projectRoot, 'content');
    const files = [
      'site.yaml',
      'companies.yaml',
      ...readdirSync(path.join(contentDir, 'pages')).map((f) => `pages/${f}`),
    ];
    for (const file of files) {
      const firstLine = readFileSync(path.join(contentDir, file), 'utf8').split('\n')[0];
      const schema = file.startsWith('pages/')
        ? '../../schema/json/page'
        : `../schema/json/${file.replace('.yaml', '')}`;
      expect(firstLine, file).toBe(`# yaml-language-server: $schema=${schema}.schema.json`);
    }
  });
});
