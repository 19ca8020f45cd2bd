import { describe, expect, it } from 'vitest';
import { formatTestTimes, testTimes } from '../../../scripts/bench/test-times.ts';

const root = '/project';
const listed = [
  { file: '/project/tests/a.test.ts', projectName: 'integration' },
  { file: '/project/tests/e2e/b.e2e.test.ts', projectName: 'e2e' },
  { file: '/project/tests/e2e/c.e2e.test.ts', projectName: 'e2e' },
  { file: '/project/tests/e2e/d.e2e.test.ts', projectName: 'dev-servers' },
];
// integration from 0 to 10 s; e2e's two files overlap on two workers, 10 to 40 s; dev-servers 40 to 45 s.
const reported = [
  { name: '/project/tests/e2e/c.e2e.test.ts', startTime: 12_000, endTime: 40_000 },
  { name: '/project/tests/e2e/d.e2e.test.ts', startTime: 40_000, endTime: 45_000 },
  { name: '/project/tests/a.test.ts', startTime: 0, endTime: 10_000 },
  { name: '/project/tests/e2e/b.e2e.test.ts', startTime: 10_000, endTime: 30_000 },
];

describe('where npm test spends its time', () => {
  it('times each group from its first file’s start to its last file’s end, in the order they ran', () => {
    expect(testTimes(reported, listed, root).groups).toEqual([
      { group: 'integration', seconds: 10, files: 1 },
      { group: 'e2e', seconds: 30, files: 2 },
      { group: 'dev-servers', seconds: 5, files: 1 },
    ]);
  });

  it('lists the slowest files first, as many as asked, named from the project’s root with their group', () => {
    expect(testTimes(reported, listed, root, 2).slowest).toEqual([
      { file: 'tests/e2e/c.e2e.test.ts', group: 'e2e', seconds: 28 },
      { file: 'tests/e2e/b.e2e.test.ts', group: 'e2e', seconds: 20 },
    ]);
  });

  it('prints each group and file with its seconds', () => {
    const printed = formatTestTimes(testTimes(reported, listed, root, 1));
    expect(printed).toMatch(/^ {2}e2e +30\.0 s {3}2 arquivos$/m);
    expect(printed).toMatch(/^ {2}tests\/e2e\/c\.e2e\.test\.ts +28\.0 s {3}e2e$/m);
  });
});
