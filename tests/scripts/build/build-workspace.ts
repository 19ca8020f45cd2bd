/**
 * What the tests of `npm run build` share: a copy of the content and an output folder per test,
 * thrown away after it, and what they read of a built site.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { sitesFolder } from '../../../scripts/build/output-swap.ts';
import { workspacePerTest, type Workspace } from '../../corpus/workspace.ts';
import { projectRoot } from '../run.ts';

/** A copy of the content for one test (of `dir`, or of the shipped content), thrown away after it. */
export const freshWorkspace = workspacePerTest().fresh;

let outDir: string | undefined;
afterEach(() => {
  // The output is a link to a build stored beside it.
  for (const made of outDir ? [outDir, sitesFolder(outDir)] : []) rmSync(made, { recursive: true, force: true });
});

/** An empty output folder for one test, removed after it with the builds stored beside it. */
export function freshOutput(prefix: string): string {
  outDir = mkdtempSync(path.join(tmpdir(), prefix));
  return outDir;
}

/** An output folder holding a previous "site", to see whether a build touched it. */
export function previousSite(): string {
  outDir = mkdtempSync(path.join(tmpdir(), 'invero-dist-'));
  writeFileSync(path.join(outDir, 'index.html'), '<p>site anterior</p>');
  writeFileSync(path.join(outDir, 'assessoria.html'), '<p>página anterior</p>');
  return outDir;
}

/** The decision that says what the build writes at the top of dist/ (docs/decisoes/saida-estatica-para-qualquer-cdn.md). */
export function describedOutput(): string {
  return readFileSync(path.join(projectRoot, 'docs/decisoes/saida-estatica-para-qualquer-cdn.md'), 'utf8');
}

/**
 * The clinic page's photo of the content folder (docs/produto.md §4.3: it has one), and where its
 * file names it: `content/pages/consultorio.yaml:80:12`, as validation does.
 */
export function clinicPhoto(workspace: Workspace): { src: string; at: string } {
  const file = 'pages/consultorio.yaml';
  const lines = workspace.read(file).split('\n');
  const line = lines.findIndex((text) => /^\s*src: images\//.test(text));
  if (line < 0) throw new Error(`no photo of the content folder in ${file}`);
  const src = lines[line]!.trim().slice('src: '.length);
  return { src, at: `content/${file}:${line + 1}:${lines[line]!.indexOf(src) + 1}` };
}

export const snapshot = (dir: string) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .sort()
    .map((file) => {
      const full = path.join(dir, file);
      return `${file}:${readFileSync(full, 'utf8')}`;
    });
