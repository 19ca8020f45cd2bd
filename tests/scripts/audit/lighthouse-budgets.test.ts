import { describe, expect, it } from 'vitest';
import { medianRow, shortfalls, timingBudgets, type LighthouseRow } from '../../../scripts/audit/lighthouse.ts';

const row = (values: Partial<LighthouseRow>): LighthouseRow => ({
  route: '/',
  formFactor: 'mobile',
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 700,
  lcpMs: 800,
  tbtMs: 0,
  cls: 0,
  ...values,
});

describe('npm run lighthouse', () => {
  it('gives each page the median of its runs, metric by metric', () => {
    const runs = [row({ performance: 97, lcpMs: 1200 }), row({ performance: 100, lcpMs: 780 }), row({ lcpMs: 820 })];
    expect(medianRow(runs)).toEqual(row({ performance: 100, lcpMs: 820 }));
    expect(medianRow([row({ fcpMs: 700 }), row({ fcpMs: 760 })]).fcpMs).toBe(730);
  });

  it('holds each page to the scores and to the timings of its form factor', () => {
    const { fcpMs, lcpMs } = timingBudgets.mobile;
    expect(shortfalls([row({ fcpMs, lcpMs })])).toEqual([]);
    // A fraction of a millisecond over is over, and is said so.
    expect(shortfalls([row({ performance: 99, seo: 92, fcpMs: fcpMs! + 1, lcpMs: lcpMs! + 0.4 })])).toEqual([
      '/ (mobile): performance 99 < 100',
      '/ (mobile): seo 92 < 100',
      `/ (mobile): FCP ${fcpMs! + 1} ms > ${fcpMs} ms`,
      `/ (mobile): LCP ${lcpMs! + 1} ms > ${lcpMs} ms`,
    ]);
    // A desktop's first paint has no budget of its own; its LCP has a tighter one.
    expect(shortfalls([row({ formFactor: 'desktop', fcpMs: 2000, lcpMs: timingBudgets.desktop.lcpMs! + 1 })])).toEqual([
      `/ (desktop): LCP ${timingBudgets.desktop.lcpMs! + 1} ms > ${timingBudgets.desktop.lcpMs} ms`,
    ]);
  });
});
