// @vitest-environment jsdom
/**
 * The build's page-weight budget holds what developers control and never refuses what an editor
 * writes within the schemas' limits (docs/decisoes/o-peso-de-uma-pagina-o-que-e-de-quem-desenvolve.md, "O peso de uma página"): every section type at
 * its limits publishes, with a warning in the catalogue's words; a developer's own weight over the
 * budget stops the build. jsdom: the CMS's estimate of a page is drawn by the site's components.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { siteDataOf } from '../../../admin/preview/site-data.ts';
import { estimatePage } from '../../../admin/weight/page-drawing.tsx';
import { kilobytes, roundTripBytes } from '../../../admin/weight/round-trip.ts';
import { contentDir, projectRoot } from '../../../project/environment.ts';
import { loadContent } from '../../../schema/load/index.ts';
import { say } from '../../../schema/messages/catalogue/index.ts';
import { pageFrames } from '../../../scripts/audit/page-frame.ts';
import { budgets, builtRoutes, routeCost } from '../../../scripts/audit/page-weight.ts';
import { htmlFileOf } from '../../../scripts/lib/site-files.ts';
import { makeWorkspace, replaceOnce, type Workspace } from '../../corpus/workspace.ts';
import { fillToTheLimits } from '../../e2e/grown-content.ts';
import { pageAtTheLimits, writePageAtTheLimits } from '../../support/at-the-limits.ts';
import { runScript } from '../run.ts';

/** A build on a busy 2-core machine: the real one, photos and all. */
const buildTimeout = 300_000;

const made: string[] = [];
let ws: Workspace | undefined;
afterEach(() => {
  ws?.dispose();
  ws = undefined;
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A fresh output folder (the build makes it a link to a stored site beside it). */
function outputFolder(): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'invero-weight-'));
  made.push(parent);
  return path.join(parent, 'dist');
}

describe('the page-weight budget', () => {
  it(
    'publishes every section type at its schema’s limits, and the site’s lists and texts at theirs, warning of the page’s weight in the catalogue’s words',
    { timeout: buildTimeout },
    async () => {
      ws = makeWorkspace(contentDir);
      fillToTheLimits(ws.contentDir);
      writePageAtTheLimits(ws.contentDir);
      const out = outputFolder();

      const run = runScript('build.ts', [], { INVERO_CONTENT_DIR: ws.contentDir, INVERO_OUT_DIR: out });

      expect(run.status, run.output).toBe(0);
      expect(run.output).not.toContain('✖ A página');
      const loaded = loadContent(ws.contentDir);
      if (!loaded.ok) throw new Error('the grown content does not validate');
      const { content } = loaded;
      const costs = builtRoutes(out, content.pages.map((page) => page.path)).map(({ route, file }) => routeCost(out, route, file));
      // Every section type at its limits: past one round trip, and told so, yet within the developers' budget.
      const limits = costs.find((cost) => cost.route === pageAtTheLimits.path)!;
      expect(limits.html * 1024).toBeGreaterThan(roundTripBytes);
      const { message, hint } = say('page-past-round-trip', {
        page: pageAtTheLimits.path,
        size: kilobytes(limits.html * 1024),
        room: kilobytes(roundTripBytes),
      });
      expect(run.stdout).toContain(`⚠ ${message}\n  → ${hint}`);
      for (const cost of costs) expect(cost.markup, cost.route).toBeLessThanOrEqual(budgets.markup);

      // What the CMS tells the editor is what the build measures: each page estimated as the CMS does.
      const frames = pageFrames(out, Object.fromEntries(content.pages.map((page) => [page.path, htmlFileOf(page.path)])));
      const siteData = siteDataOf({ site: content.site, companies: content.companies });
      for (const page of content.pages) {
        const built = gzipSync(readFileSync(path.join(out, htmlFileOf(page.path)), 'utf8')).length;
        const estimated = await estimatePage(page, siteData, frames[page.path]!);
        expect(Math.abs(estimated - built), `${page.path}: estimated ${estimated} B, built ${built} B`).toBeLessThanOrEqual(200);
      }
    },
  );

  it(
    'stops a build whose own weight is over the budget: markup a developer added to every page',
    { timeout: buildTimeout },
    () => {
      // A copy of the project whose layout draws an illustration of its own (an inline SVG), its node_modules shared.
      const root = mkdtempSync(path.join(tmpdir(), 'invero-project-'));
      made.push(root);
      const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
        cwd: projectRoot,
        encoding: 'utf8',
      });
      for (const file of files.split('\0').filter(Boolean)) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        cpSync(path.join(projectRoot, file), path.join(root, file));
      }
      symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
      const points = Array.from({ length: 1500 }, (_, index) => `L${(index * 7919) % 997} ${(index * 104729) % 991}`);
      const illustration = `<svg aria-hidden="true" viewBox="0 0 1000 1000"><path d="M0 0${points.join('')}" /></svg>`;
      const layout = path.join(root, 'src/root.tsx');
      writeFileSync(layout, replaceOnce(readFileSync(layout, 'utf8'), '<Footer />', `<Footer />\n      ${illustration}`));
      const out = outputFolder();

      const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.ts')], {
        cwd: root,
        env: { ...process.env, GITHUB_ACTIONS: '', INVERO_CONTENT_DIR: path.join(root, 'content'), INVERO_OUT_DIR: out },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });

      const output = `${run.stdout}${run.stderr}`;
      expect(run.status, output).toBe(1);
      expect(output).toMatch(/✖ A página \/consultorio passou do orçamento de quem desenvolve: marcação [\d.]+ KB > 10 KB\./);
      expect(output).toContain('O site publicado anteriormente em dist/ não foi alterado.');
    },
  );
});
