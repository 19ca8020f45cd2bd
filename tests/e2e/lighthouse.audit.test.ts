import { describe, expect, inject, it } from 'vitest';
import { requiredScores, runLighthouse } from '../../scripts/audit/lighthouse.ts';
import { imageOriginsIn } from '../../scripts/build/security-policy.ts';

const content = inject('content');
const pagePaths = content.pages.map((page) => page.path);

/**
 * Lighthouse, mobile, every page. Accessibility, best practices and SEO are checks of the page, not of
 * the machine: they must be perfect, whatever the load. So must layout stability (CLS 0: the page
 * never shifts, however late a part of it arrives). The performance score moves with the machine's
 * load, so it is only logged here; `npm run lighthouse` holds it to its budget.
 */
describe('Lighthouse (mobile)', () => {
  it('scores 100 on accessibility, best practices and SEO, and nothing shifts', { timeout: 240_000 }, async () => {
    const hosts = imageOriginsIn(content).map((origin) => new URL(origin).host);
    const rows = await runLighthouse(inject('baseUrl'), pagePaths, ['mobile'], hosts);
    expect(rows.map((row) => row.route)).toEqual(pagePaths);
    for (const row of rows) {
      console.log(
        `lighthouse ${row.route}: performance ${row.performance} (measured, not asserted), FCP ${Math.round(row.fcpMs)} ms, LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms, CLS ${row.cls}`,
      );
      expect({
        route: row.route,
        accessibility: row.accessibility,
        bestPractices: row.bestPractices,
        seo: row.seo,
        cls: row.cls,
      }).toStrictEqual({ route: row.route, ...requiredScores, cls: 0 });
    }
  });
});
