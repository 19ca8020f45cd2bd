import { expect, test } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { LongOnesFirst } from '../../scripts/test/sequencer.ts';

/** A file of `project` in `group`, as the sequencer is handed one (the fields it reads). */
const file = (project: string, group: number, moduleId: string) =>
  ({
    project: { name: project, config: { sequence: { groupOrder: group }, isolate: false } },
    moduleId,
  }) as unknown as TestSpecification;

/** A run that has never run before: no durations or sizes on record, as on a clean clone. */
const firstRun = {
  config: { root: '/project' },
  cache: { getFileTestResults: () => undefined, getFileStats: () => undefined },
} as unknown as Vitest;

test('edited-copy and lighthouse start the browser files’ group; every other file keeps Vitest’s order and its group', async () => {
  const files = [
    file('integration', 1, '/project/tests/a.test.ts'),
    file('dev-servers', 2, '/project/tests/e2e/cms.e2e.test.ts'),
    file('e2e', 2, '/project/tests/e2e/pages.e2e.test.ts'),
    file('lighthouse', 2, '/project/tests/e2e/lighthouse.audit.test.ts'),
    file('edited-copy', 2, '/project/tests/content/edited-copy.test.ts'),
    file('e2e', 3, '/project/tests/e2e/later.e2e.test.ts'),
  ];
  const order = (await new LongOnesFirst(firstRun).sort(files)).map((spec) => spec.project.name);
  expect(order).toEqual(['integration', 'edited-copy', 'lighthouse', 'dev-servers', 'e2e', 'e2e']);
});
