/**
 * Valid sites of any size for the benchmark: the shipped content plus pages of `sectionsPerPage`
 * sections made from the section examples, in a temporary folder.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../project/environment.ts';
import { exampleFileOf } from '../../schema/sections/examples.ts';
import { sectionTypes } from '../../schema/sections/index.ts';

const sectionsPerPage = 8;

/** A page file of `sectionsPerPage` sections, cycling through every section type's example. */
function syntheticPage(index: number): string {
  const name = `pagina-${String(index).padStart(4, '0')}`;
  const sections = Array.from({ length: sectionsPerPage }, (_, i) => {
    const type = sectionTypes[(index + i) % sectionTypes.length]!;
    const example = readFileSync(exampleFileOf(type), 'utf8').trimEnd();
    return example.replace(/^/gm, '    ').replace(/^    /, '  - ');
  });
  return `path: /${name}\ntitle: Página ${index}\ndescription: Página sintética ${index} para medir o desempenho.\nsections:\n${sections.join('\n')}\n`;
}

/** A temporary folder with `content/` of `pages` pages; the caller removes `root`. */
export function makeSite(pages: number): { root: string; contentDir: string } {
  const root = mkdtempSync(path.join(tmpdir(), `invero-bench-${pages}-`));
  const contentDir = path.join(root, 'content');
  cpSync(path.join(projectRoot, 'content'), contentDir, { recursive: true });
  const shipped = readdirSync(path.join(contentDir, 'pages')).length;
  for (let index = 1; index <= pages - shipped; index++) {
    writeFileSync(
      path.join(contentDir, 'pages', `pagina-${String(index).padStart(4, '0')}.yaml`),
      syntheticPage(index),
    );
  }
  return { root, contentDir };
}
