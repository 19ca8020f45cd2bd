/**
 * The house rules `npm run lint` checks (eslint.config.js) do fire: on code written to break them, at
 * the places they guard, with the rule that says why.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: projectRoot });

/**
 * Writes the files into a fresh folder inside `folder` (src/ by default, where most rules apply; real
 * files, because the type information and the cycle rule read them from disk), lints them, and
 * removes the folder. Returns, for each file, the ids of the rules it breaks.
 */
async function rulesBroken(files: Record<string, string>, folder = 'src'): Promise<Record<string, (string | null)[]>> {
  const dir = mkdtempSync(path.join(projectRoot, folder, '__lint_fixture__'));
  try {
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
    const results = await eslint.lintFiles(Object.keys(files).map((name) => path.join(dir, name)));
    return Object.fromEntries(
      results.map((result) => [
        path.basename(result.filePath),
        result.messages.map((message) => (message.fatal ? message.message : message.ruleId)),
      ]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Type-aware linting builds the project's TypeScript program first: seconds, more on a busy machine.
describe('the lint rules', { timeout: 120_000 }, () => {
  const schemaValue =
    "import { buttonSchema } from '../../schema/fields/link.ts';\nexport const probe = buttonSchema;\n";
  const schemaType = "import type { Button } from '../../schema/fields/link.ts';\nexport type Probe = Button;\n";

  it('refuse a value import of schema/ in the app (zod would reach the browser), not in build-time modules', async () => {
    expect(
      await rulesBroken({ 'value.ts': schemaValue, 'type.ts': schemaType, 'value.server.ts': schemaValue }),
    ).toEqual({
      'value.ts': ['@typescript-eslint/no-restricted-imports'],
      'type.ts': [],
      'value.server.ts': [],
    });
  });

  it('refuse an import of scripts/ anywhere in the app, build-time modules and types included', async () => {
    expect(
      await rulesBroken({
        'value.ts': "import { port } from '../../scripts/lib/environment.ts';\nexport const probe = port;\n",
        'value.server.ts': "import { port } from '../../scripts/lib/environment.ts';\nexport const probe = port;\n",
        'type.ts':
          "import type { ChildRun } from '../../scripts/lib/child-process.ts';\nexport type Probe = ChildRun;\n",
        'shared.server.ts':
          "import { contentDir } from '../../project/environment.ts';\nexport const probe = contentDir;\n",
      }),
    ).toEqual({
      'value.ts': ['import-x/no-restricted-paths'],
      'value.server.ts': ['import-x/no-restricted-paths'],
      'type.ts': ['import-x/no-restricted-paths'],
      'shared.server.ts': [],
    });
  });

  it('keep project/ below the app and the tools: it imports neither', async () => {
    expect(
      await rulesBroken(
        {
          'app.ts': "import { notFoundPath } from '../../src/content.server.ts';\nexport const probe = notFoundPath;\n",
          'tools.ts': "import { port } from '../../scripts/lib/environment.ts';\nexport const probe = port;\n",
          'node.ts': "import path from 'node:path';\nexport const probe = path.sep;\n",
        },
        'project',
      ),
    ).toEqual({
      'app.ts': ['import-x/no-restricted-paths'],
      'tools.ts': ['import-x/no-restricted-paths'],
      'node.ts': [],
    });
  });

  it("refuse Decap's inner modules and internal libraries outside admin/decap/door/internals.ts, not its public packages", async () => {
    const inner =
      "import { persistEntry } from 'decap-cms-core/dist/esm/actions/entries.js';\nexport const probe = persistEntry;\n";
    const refused = ['@typescript-eslint/no-restricted-imports'];
    expect(
      await rulesBroken(
        {
          'inner.ts': inner,
          'library.ts': "import { localForage } from 'decap-cms-lib-util';\nexport const probe = localForage;\n",
          'public.ts': "import type { CmsConfig } from 'decap-cms-core';\nexport type Probe = CmsConfig;\n",
        },
        'admin',
      ),
    ).toEqual({ 'inner.ts': refused, 'library.ts': refused, 'public.ts': [] });
    // In the app too, where the same rule also keeps schema/ to types.
    expect(await rulesBroken({ 'inner.ts': inner })).toEqual({ 'inner.ts': refused });
  });

  it("refuse an editor's words written in the admin's code, in a string or in JSX; not a developer's English", async () => {
    expect(
      await rulesBroken(
        {
          'words.ts': "export const label = 'Escolha uma opção';\n",
          'view.tsx': 'export const View = () => <p>Nada foi salvo ainda</p>;\n',
          'english.ts': "export const why = 'a list of the items, as the form shows it';\n",
        },
        'admin',
      ),
    ).toEqual({
      'words.ts': ['invero/words-in-catalogue'],
      'view.tsx': ['invero/words-in-catalogue'],
      'english.ts': [],
    });
  });

  it('refuse a file over 250 lines, comments and blank lines counted', async () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, index) => `export const line${index} = ${index};`);
    expect(
      await rulesBroken({
        'long.ts': [...lines(249), '', '// one more'].join('\n') + '\n',
        'full.ts': [...lines(249), ''].join('\n') + '\n',
      }),
    ).toEqual({ 'long.ts': ['max-lines'], 'full.ts': [] });
  });

  it('refuse an import cycle', async () => {
    expect(
      await rulesBroken({
        'a.ts': "import { b } from './b.ts';\nexport const a = (): unknown => b;\n",
        'b.ts': "import { a } from './a.ts';\nexport const b = (): unknown => a;\n",
      }),
    ).toEqual({ 'a.ts': ['invero/import-cycle'], 'b.ts': ['invero/import-cycle'] });
  });

  it('refuse an import cycle of types, through a third module, and no import that leads out of it', async () => {
    expect(
      await rulesBroken({
        'a.ts': "import type { B } from './b.ts';\nexport interface A { b?: B }\n",
        'b.ts': "import type { C } from './c.ts';\nexport interface B { c?: C }\n",
        'c.ts': "export type { A } from './a.ts';\nimport type { D } from './d.ts';\nexport interface C { d?: D }\n",
        'd.ts': 'export interface D { d?: string }\n',
      }),
    ).toEqual({
      'a.ts': ['invero/import-cycle'],
      'b.ts': ['invero/import-cycle'],
      'c.ts': ['invero/import-cycle'],
      'd.ts': [],
    });
  });

  it("refuse an import of a project file without its extension, a type's too; not a package's", async () => {
    expect(
      await rulesBroken({
        'c.ts': 'export const c = 1;\nexport type C = number;\n',
        'value.ts': "import { c } from './c';\nexport const probe = c;\n",
        'type.ts': "import type { C } from './c';\nexport type Probe = C;\n",
        'written.ts':
          "import { useState } from 'react';\nimport { c, type C } from './c.ts';\nexport const probe: [C, unknown] = [c, useState];\n",
      }),
    ).toEqual({
      'c.ts': [],
      'value.ts': ['import-x/extensions'],
      'type.ts': ['import-x/extensions'],
      'written.ts': [],
    });
  });
});
