/** How `npm test` runs a stage's steps at once: each one's status and its own output, never mixed. */
import { describe, expect, it } from 'vitest';
import { runStage } from '../../../scripts/test/stages.ts';

describe('a stage of npm test', () => {
  it('runs its steps at once and tells each one’s status and output apart', async () => {
    // The first waits for the second's file: run one after another, it would never see it.
    const marker = `stage-${process.pid}-${Date.now()}`;
    const runs = await runStage([
      `while [ ! -e /tmp/${marker} ]; do sleep 0.05; done; echo first; rm /tmp/${marker}; exit 3`,
      `echo second >&2; touch /tmp/${marker}`,
    ]);
    expect(runs.map(({ status, output }) => ({ status, output }))).toEqual([
      { status: 3, output: 'first\n' },
      { status: 0, output: 'second\n' },
    ]);
  });

  it('tells a step that could not start as failed', async () => {
    const [run] = await runStage(['a-command-that-does-not-exist-here', 'true']);
    expect(run?.status).not.toBe(0);
  });

  it('keeps a lone step’s output when quiet, as the bench runs it', async () => {
    const [run] = await runStage(['echo alone'], { quiet: true });
    expect(run?.output).toBe('alone\n');
  });
});
