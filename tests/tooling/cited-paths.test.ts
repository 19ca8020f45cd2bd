/**
 * The words in the code kept true: every file a comment or a document names is there. A comment that
 * names a file that moved since sends its reader nowhere; this test names the file and what it cites,
 * so that a move and the words about it change together.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../project/environment.ts';

/** What is not the project's own writing, at its root: installed, built, generated or kept by git. */
const notWritten = new Set(['node_modules', 'dist', 'build', 'test-results', 'screenshots', '.react-router', '.git']);
const isWritten = (folder: string) =>
  !notWritten.has(folder) && !folder.startsWith('dist.') && path.posix.basename(folder) !== 'node_modules';

/** The files a person writes in, relative to the project's root. */
function writtenFiles(folder = ''): string[] {
  return readdirSync(path.join(projectRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return isWritten(relative) ? writtenFiles(relative) : [];
    return entry.isFile() ? [relative] : [];
  });
}

/** The kinds of file a citation names: the project's sources, documents, settings and scripts. */
const citedKinds = 'ts|tsx|js|mjs|md|css|json|yaml|yml|sh';
/**
 * A file's name, with the folders before it if any (`admin/main.tsx`, `../support/files.ts`,
 * `session/pre-save.ts`); not the end of a glob (`admin/decap/swaps/*-in-portuguese.ts`), which names no one file.
 */
const citation = new RegExp(
  String.raw`(?<![\p{L}\p{N}_./@:*-])((?:\.{1,2}/)*(?:[\p{L}\p{N}_@.-]+/)*[\p{L}\p{N}_.-]+\.(?:${citedKinds}))(?![\p{L}\p{N}_/-])`,
  'gu',
);

/** What a reader reads as prose in a file: a document's text but its code examples, a source's comments. */
function proseOf(file: string, text: string): string {
  if (file.endsWith('.md')) return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  if (/\.(tsx?|m?js|css)$/.test(file)) return [...text.matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g)].join('\n');
  if (/\.(ya?ml|sh)$/.test(file) || !path.extname(file)) return [...text.matchAll(/#[^\n]*/g)].join('\n');
  return '';
}

/**
 * Names in the prose that are not files of this project, by why: each entry is a name a test of
 * this file would otherwise report, and none may name a file that could be there.
 */
const notFiles: Record<string, string> = {
  'Node.js': 'the runtime',
  'day.js': "a library (Decap's dates)",
  'opentype.js': 'a library (the share pictures’ letters)',
  'version.json': "the build's own output (scripts/build/site-version.ts)",
  '_routes.json': "Cloudflare's routing file, written by its tools",
  'cf.json': "wrangler's own file of a runtime's details",
  './a.ts': 'an example of an import',
  './x.js': 'an example of a script',
  'x.yaml': 'an example of a page file',
  'content/pages/x.yaml': 'an example of a page file',
  'pages/x.yaml': 'an example of a page file',
  'sobre.yaml': 'an example of a new page file, in the editors’ guide',
  'pages/sobre.yaml': 'an example of a new page file, in the editors’ guide',
  'clinica-sul.yaml': 'an example of a new page file',
  'contabilidade.yaml': 'an example of a new page file',
  'serviços.yaml': 'an example of a page file named with an accent',
  'u0327os.yaml': 'an example of a page file named with a combining accent',
  'pages/fotos.yaml': 'an example of a page file',
  'content/pages/.oculta.yaml': 'an example of a hidden page file, which the loader refuses',
  'content/pages/sub/pasta.yaml': 'an example of a page file in a folder, which the loader refuses',
  'decap-cms-core/dist/esm/x.js': "an example of a file of Decap's",
  'owner/repo/.github/workflows/site.yml': "an example of a workflow's address at GitHub",
  '../schema/sections/index.ts': 'an example of an import',
};

/** The files installed packages hold whose names our comments cite (Decap's sources, which the admin reads). */
function packageFiles(): string[] {
  const modules = path.join(projectRoot, 'node_modules');
  return readdirSync(modules)
    .filter((name) => name.startsWith('decap-cms'))
    .flatMap((name) =>
      readdirSync(path.join(modules, name), { recursive: true, encoding: 'utf8' }).map((file) => `${name}/${file}`),
    );
}

const files = writtenFiles();
const known = new Set(files);
const installed = packageFiles();
const folders = new Set(
  files.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, at, parts) => parts.slice(0, at + 1).join('/')),
  ),
);

/**
 * Whether `cited` in `file` names a file that is there: beside the file, from the project's root, as
 * the end of a longer path (a name under its folder, `session/pre-save.ts`), or in an installed package.
 */
function isThere(file: string, cited: string): boolean {
  const beside = path.posix.normalize(path.posix.join(path.posix.dirname(file), cited));
  const fromRoot = cited.replace(/^(\.\/)+/, '');
  const ending = `/${fromRoot}`;
  return (
    known.has(beside) ||
    folders.has(beside) ||
    known.has(fromRoot) ||
    files.some((candidate) => candidate.endsWith(ending)) ||
    installed.some((candidate) => candidate === fromRoot || candidate.endsWith(ending)) ||
    existsSync(path.join(projectRoot, 'node_modules', fromRoot))
  );
}

/** Every citation in the prose of the written files: `file: cited`. */
const citations = files.flatMap((file) => {
  const prose = proseOf(file, readFileSync(path.join(projectRoot, file), 'utf8')).replace(/\bhttps?:\/\/\S+/g, '');
  return (
    [...prose.matchAll(citation)]
      .map((match) => match[1]!)
      // A kind of file (`.module.css`, `.island.tsx`), not a file.
      .filter((cited) => !/^\.[\w.]+$/.test(cited))
      .map((cited) => ({ file, cited }))
  );
});

describe('the files the comments and documents name', () => {
  it('are found in the comments, the documents and the scripts', () => {
    // The reader's words exist: a change to the pattern that finds none would pass every file.
    expect(citations.length).toBeGreaterThan(1000);
    expect(citations).toContainEqual({ file: 'README.md', cited: 'content/LEIA-ME.md' });
  });

  it('are all there (or named above as what they are)', () => {
    const missing = citations
      .filter(({ file, cited }) => !(cited in notFiles) && !isThere(file, cited))
      .map(({ file, cited }) => `${file} names ${cited}, which is neither beside it, from the root, nor installed`);
    expect(missing).toEqual([]);
  });

  it('name in the list above only what is not a file here', () => {
    const cited = new Set(citations.map((found) => found.cited));
    const unused = Object.keys(notFiles).filter((name) => !cited.has(name));
    const files = Object.keys(notFiles).filter((name) => known.has(name.replace(/^(\.\/)+/, '')));
    expect({ unused, files }).toEqual({ unused: [], files: [] });
  });
});
