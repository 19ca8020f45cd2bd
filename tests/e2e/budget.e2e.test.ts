import { describe, expect, inject, it } from 'vitest';
import { budgets, builtRoutes, leaksInScripts, routeCost } from '../../scripts/audit/page-weight';

const content = inject('content');
const siteDir = inject('siteDir');
const pagePaths = content.pages.map((page) => page.path);

describe('performance budgets (npm run budget)', () => {
  it.each(builtRoutes(siteDir, pagePaths))('$route: first-load JS, CSS and HTML within budget', ({ route, file }) => {
    const cost = routeCost(siteDir, route, file);
    console.log(
      `budget ${route}: JS ${cost.js.toFixed(1)} KB, CSS ${cost.css.toFixed(1)} KB, HTML ${cost.html.toFixed(1)} KB`,
    );
    expect(cost.js).toBeLessThanOrEqual(budgets.js);
    expect(cost.css).toBeLessThanOrEqual(budgets.css);
    expect(cost.html).toBeLessThanOrEqual(budgets.html);
  });

  it('ships no zod, no yaml and no page copy in any script', () => {
    const copy = content.pages.flatMap((page) => [page.title, page.description]);
    expect(leaksInScripts(siteDir, copy)).toEqual([]);
  });
});
