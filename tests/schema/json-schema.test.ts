import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconNames } from '../../schema/fields/icon.ts';
import { contentJsonSchemas, jsonSchemaDir } from '../../schema/generate/json-schema.ts';
import { sectionTypes } from '../../schema/sections/index.ts';

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

  it("titles every field with its label in the CMS's form, a fixed value (a section's type) aside", () => {
    const untitled: string[] = [];
    const titled: string[] = [];
    const visit = (json: unknown, at: string): void => {
      if (Array.isArray(json)) return json.forEach((item, index) => visit(item, `${at}[${index}]`));
      if (!json || typeof json !== 'object') return;
      const properties = (json as { properties?: Record<string, { title?: string; const?: unknown }> }).properties;
      for (const [key, property] of Object.entries(properties ?? {})) {
        if (property.const !== undefined) continue;
        (property.title ? titled : untitled).push(`${at}.${key}`);
      }
      for (const [key, value] of Object.entries(json)) visit(value, `${at}.${key}`);
    };
    for (const [name, text] of Object.entries(generated)) visit(JSON.parse(text), name);
    expect(untitled).toEqual([]);
    expect(titled.length).toBeGreaterThan(100);
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
