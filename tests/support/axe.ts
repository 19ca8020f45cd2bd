/**
 * axe-core on a page of the site, strict: no violation, colour contrast checked on the page (by axe
 * or, where axe cannot decide, from the rendered pixels), and nothing else left undecided.
 */
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { measureContrast, textsWithin, type UndecidedText } from './page-contrast.ts';

/** Every rule axe runs by default, plus those of these tags that it leaves off (target-size). */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export function analyze(page: Page): Promise<AxeResults> {
  return new AxeBuilder({ page }).withTags(axeTags).analyze();
}

function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'no impact'}) at ${node.target.join(' ')}: ` +
        (node.failureSummary ?? violation.help).replace(/\s*\n\s*/g, ' '),
    ),
  );
}

/** The texts whose contrast axe could not judge, each with the ratio it needs. */
function undecidedText(results: AxeResults): UndecidedText[] {
  const contrast = results.incomplete.find((rule) => rule.id === 'color-contrast');
  return (contrast?.nodes ?? []).map((node) => {
    const [selector, ...inFrames] = node.target;
    if (typeof selector !== 'string' || inFrames.length > 0) {
      throw new Error(`unexpected target ${JSON.stringify(node.target)}`);
    }
    const data = node.any.find((check) => check.id === 'color-contrast')?.data as
      { expectedContrastRatio?: string } | undefined;
    return { selector, expected: parseFloat(data?.expectedContrastRatio ?? '4.5') };
  });
}

/**
 * No violation; contrast measured on this page, by axe or, where axe could not decide, from the
 * rendered pixels; and nothing else left undecided. With an `overlay` (an open menu, a notice) only
 * its own undecided text is measured: the page around it, dimmed by its shadow or hidden behind it,
 * is measured without it.
 */
export async function expectAccessible(page: Page, where: string, overlay?: string): Promise<void> {
  const results = await analyze(page);
  const found = describeViolations(results.violations);
  expect(found, `axe violations ${where}:\n${found.join('\n')}`).toEqual([]);

  const contrast = results.passes.find((rule) => rule.id === 'color-contrast');
  expect(contrast?.nodes.length ?? 0, `color-contrast checked no text ${where}`).toBeGreaterThan(0);
  const undecided = undecidedText(results);
  const measured = await measureContrast(page, overlay ? await textsWithin(page, undecided, overlay) : undecided);
  const lowContrast = measured
    .filter(({ worst, expected }) => worst !== null && worst < expected)
    .map(
      ({ selector, worst, expected, text, background }) =>
        `color-contrast at ${selector}: ${worst?.toFixed(2)}:1, needs ${expected}:1 (text ${text} on ${background})`,
    );
  expect(lowContrast, `text below WCAG AA contrast ${where}:\n${lowContrast.join('\n')}`).toEqual([]);

  const otherUndecided = results.incomplete
    .filter((rule) => rule.id !== 'color-contrast')
    .flatMap((rule) => rule.nodes.map((node) => `${rule.id} at ${node.target.join(' ')}: ${rule.help}`));
  expect(otherUndecided, `axe could not decide ${where}:\n${otherUndecided.join('\n')}`).toEqual([]);
}
