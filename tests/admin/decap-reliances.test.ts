import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { decapSwaps } from '../../admin/decap/swaps/bundle-swaps.ts';
import { decapPageReliances } from '../../admin/decap/door/page-reliances.ts';
import type { DecapReliance } from '../../admin/decap/door/reliance.ts';
import { decapReliances } from '../../admin/decap/door/reliances.ts';
import { brokenReliance, brokenSwap, installedModules, versionOf } from '../support/decap-reliances.ts';

const adapter = path.resolve(import.meta.dirname, '../../admin/decap/door/internals.ts');

describe("the CMS's reliances on Decap's internals (admin/decap/door/reliances.ts)", () => {
  it.each(decapReliances.map((reliance) => [reliance.what, reliance] as const))('%s', (_what, reliance) => {
    expect(brokenReliance(reliance)).toEqual([]);
  });
});

describe('what the CMS reads of the page Decap draws (admin/decap/door/page-reliances.ts)', () => {
  it.each(decapPageReliances.map((reliance) => [reliance.what, reliance] as const))('%s', (_what, reliance) => {
    expect(brokenReliance(reliance)).toEqual([]);
  });

  /** The admin's own code and styles, by file. */
  const adminFolder = path.resolve(import.meta.dirname, '../../admin');
  const adminSources = readdirSync(adminFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|css)$/.test(file) && !file.endsWith('page-reliances.ts'))
    .map((file) => ({ file, text: readFileSync(path.join(adminFolder, file), 'utf8') }));
  const declared = decapPageReliances.flatMap((reliance) => reliance.readAs ?? []);

  it('declares every part of Decap the admin finds by the label in its class', () => {
    const labels = new Set(
      adminSources.flatMap(({ text }) => [...text.matchAll(/class\*=\\?['"]-([\w-]+)/g)].map((match) => match[1]!)),
    );
    expect(labels.size).toBeGreaterThan(20);
    expect([...labels].filter((label) => !declared.includes(`[class*='-${label}']`))).toEqual([]);
  });

  it('declares only what the admin still reads, as its code writes it', () => {
    expect(declared.filter((read) => !adminSources.some(({ text }) => text.includes(read)))).toEqual([]);
  });
});

describe("the imports of Decap's modules the bundle swaps (admin/decap/swaps/bundle-swaps.ts)", () => {
  it.each(decapSwaps.map((swap) => [swap.source, swap] as const))("'%s'", (_source, swap) => {
    expect(brokenSwap(swap)).toEqual([]);
  });
});

/** Each name admin/decap/door/internals.ts takes from a Decap module: the package, its module file, the name. */
function adapterImports(): { package: string; module: string; name: string }[] {
  const source = ts.createSourceFile(adapter, readFileSync(adapter, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('decap-cms-')) return [];
    const [name = '', ...rest] = specifier.text.split('/');
    const manifest = JSON.parse(readFileSync(path.join(installedModules, name, 'package.json'), 'utf8')) as {
      module: string;
    };
    const module = rest.length > 0 ? rest.join('/') : manifest.module;
    const names = ts.isImportDeclaration(statement)
      ? [
          ...(statement.importClause?.name ? ['default'] : []),
          ...(statement.importClause?.namedBindings && ts.isNamedImports(statement.importClause.namedBindings)
            ? statement.importClause.namedBindings.elements.map((e) => (e.propertyName ?? e.name).text)
            : []),
        ]
      : statement.exportClause && ts.isNamedExports(statement.exportClause)
        ? statement.exportClause.elements.map((e) => (e.propertyName ?? e.name).text)
        : [];
    return names.map((each) => ({ package: name, module, name: each }));
  });
}

describe('the adapter (admin/decap/door/internals.ts)', () => {
  it("takes from Decap's modules only what reliances.ts declares, so the test above checks it", () => {
    const imports = adapterImports();
    expect(imports.length).toBeGreaterThan(0);
    const undeclared = imports.filter(
      (each) =>
        !decapReliances.some(
          (reliance) =>
            reliance.package === each.package &&
            reliance.module === each.module &&
            reliance.exports?.includes(each.name),
        ),
    );
    expect(undeclared).toEqual([]);
  });
});

describe('a Decap update that changes a reliance', () => {
  let copy: string | undefined;
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
    copy = undefined;
  });

  /** A node_modules with the reliance's package manifest and module, the module's text edited. */
  function changedDecap(reliance: DecapReliance, edit: (text: string) => string): string {
    copy = mkdtempSync(path.join(tmpdir(), 'decap-changed-'));
    const from = (file: string) => path.join(installedModules, reliance.package, file);
    const to = (file: string) => path.join(copy!, reliance.package, file);
    cpSync(from('package.json'), to('package.json'));
    cpSync(from(reliance.module), to(reliance.module));
    writeFileSync(to(reliance.module), edit(readFileSync(to(reliance.module), 'utf8')));
    return copy;
  }

  const reliance = (what: string) => decapReliances.find((each) => each.what.startsWith(what))!;
  const version = (name: string) => versionOf(installedModules, name);
  const publish = reliance('publishing the open draft');

  it('fails with a line naming it, the package and its version, and why: an export renamed', () => {
    const changed = changedDecap(publish, (text) => text.replace('function persistEntry(', 'function saveEntry('));
    expect(brokenReliance(publish, changed)).toEqual([
      `Decap reliance broken — publishing the open draft as its Publicar button does: decap-cms-core@${version('decap-cms-core')} ` +
        'dist/esm/actions/entries.js no longer exports `persistEntry`. The admin relies on it because ' +
        `${publish.why} (admin/decap/door/reliances.ts).`,
    ]);
  });

  it.each([
    [
      "the slices of Decap's state",
      '  entryDraft,',
      '  draft: entryDraft,',
      'dist/esm/reducers/index.js no longer has the key `entryDraft`.',
    ],
    [
      "the proxy backend's one way",
      'async request(',
      'async send(',
      'dist/esm/implementation.js: class `ProxyBackend` no longer has `request`.',
    ],
    [
      "Decap's backups of drafts",
      "baseKey = 'backup'",
      "baseKey = 'bkp'",
      "no longer contains `const baseKey = 'backup'`.",
    ],
  ])('…%s, changed', (what, before, after, problem) => {
    const changed = reliance(what);
    expect(
      brokenReliance(
        changed,
        changedDecap(changed, (text) => text.replace(before, after)),
      ),
    ).toEqual([expect.stringContaining(problem)]);
  });

  it("…a styled part's label renamed, which the admin's styles find it by", () => {
    const toolbar = decapPageReliances.find((each) => each.what.startsWith("the editor's toolbar"))!;
    const changed = changedDecap(toolbar, (text) => text.replace('label: "ToolbarSectionMeta"', 'label: "Meta"'));
    expect(brokenReliance(toolbar, changed)).toEqual([
      expect.stringMatching(
        /no longer contains `label: "ToolbarSectionMeta"`\. The admin relies on it because .* \(admin\/decap\/door\/page-reliances\.ts\)\.$/,
      ),
    ]);
  });

  it('…a module gone', () => {
    const moved = { ...publish, module: 'dist/esm/actions/entry.js' };
    expect(brokenReliance(moved)).toEqual([expect.stringContaining('has no dist/esm/actions/entry.js.')]);
  });

  it('fails a swap whose import Decap no longer makes, naming the package and version', () => {
    const gfm = decapSwaps.find((swap) => swap.source === 'remark-gfm')!;
    copy = mkdtempSync(path.join(tmpdir(), 'decap-changed-'));
    for (const part of ['package.json', 'dist/esm'])
      cpSync(path.join(installedModules, 'decap-cms-core', part), path.join(copy, 'decap-cms-core', part), {
        recursive: true,
      });
    const control = path.join(copy, 'decap-cms-core/dist/esm/components/Editor/EditorControlPane/EditorControl.js');
    writeFileSync(control, readFileSync(control, 'utf8').replace("from 'remark-gfm'", "from 'remark-gfm/lib'"));
    expect(brokenSwap(gfm, copy)).toEqual([
      `Decap swap no longer applies — no module of decap-cms-core@${version('decap-cms-core')} imports 'remark-gfm', ` +
        `so admin/decap/swaps/not-used.ts answers nothing and the bundle would lose this: ${gfm.why} (admin/decap/swaps/bundle-swaps.ts).`,
    ]);
  });
});
