/**
 * Two dev servers at once, as two files of the dev-servers tests run side by side (vitest.config.ts):
 * each in its own copy of the project (tests/support/dev-project.ts) and on its own port, so neither
 * meets the other — not in the route types React Router writes when a page is added, not in Vite's
 * pre-bundled dependencies — and the project itself is left alone.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { projectRoot } from '../../project/environment.ts';
import { declaredPagePaths } from '../../schema/load/index.ts';
import { devProject } from '../support/dev-project.ts';
import { routedPagePaths } from './cms-copy-reset.ts';
import { previewStartupTimeout, startPreviewServer } from '../support/preview-server.ts';

/** The route types React Router's dev server writes in its project: they name every page's address. */
const routeTypes = (project: string) => path.join(project, '.react-router/types/+routes.ts');
const typesOf = (project: string) => (existsSync(routeTypes(project)) ? readFileSync(routeTypes(project), 'utf8') : '');
/** When the project's own route types were written, if they were. */
const typesWrittenAt = () =>
  existsSync(routeTypes(projectRoot)) ? statSync(routeTypes(projectRoot)).mtimeMs : undefined;

describe('two dev servers at once', () => {
  it(
    'each in its own copy of the project, on its own port: a page added to one is routed there only',
    { timeout: 2 * previewStartupTimeout },
    async () => {
      const projectTypes = typesWrittenAt();
      const cleanUps: (() => Promise<void>)[] = [];
      onTestFinished(() => Promise.all(cleanUps.map((cleanUp) => cleanUp())).then(() => undefined));
      const projects = [devProject(), devProject('beside')] as const;
      const [first, second] = await Promise.all(
        projects.map((project) => startPreviewServer(project, (cleanUp) => cleanUps.push(cleanUp))),
      );
      expect(new Set([projects[0], projects[1], projectRoot]).size).toBe(3);
      expect(first!.url).not.toBe(second!.url);

      const address = '/ao-lado';
      const page = readFileSync(path.join(first!.contentDir, 'pages/higienizacao.yaml'), 'utf8');
      writeFileSync(
        path.join(first!.contentDir, 'pages/ao-lado.yaml'),
        page.replace(/^path: .*$/m, `path: ${address}`),
      );
      await expect.poll(() => routedPagePaths(first!.url), { timeout: previewStartupTimeout }).toContain(address);
      expect(typesOf(projects[0])).toContain(`"${address}"`);

      expect(await routedPagePaths(second!.url)).toEqual(declaredPagePaths(second!.contentDir).sort());
      expect(typesOf(projects[1])).toContain('"/higienizacao"');
      expect(typesOf(projects[1])).not.toContain(`"${address}"`);
      // The project's own route types, which `npm test` generated before, were not written again.
      expect(typesWrittenAt()).toBe(projectTypes);
    },
  );
});
