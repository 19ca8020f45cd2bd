import { describe, expect, test } from 'vitest';
import type { FailureReason } from '../../admin/going-live/failure-reason.ts';
import { followChange, pace, type Followed, type FollowWays, type LiveState } from '../../admin/going-live/follow.ts';
import type { BuiltVersion } from '../../schema/load/built-version.ts';
import type { CommitChecks, Deploys, FailedCheck } from '../../admin/repository/repository.ts';

/** A repository whose commits are a line (each on top of the one before) and whose content digest is the commit's name. */
const history = ['c1', 'c2', 'c3', 'c4'];

/** The site and its checks as a scenario runs them: what each turn of the follower sees, by its index. */
interface Timeline {
  live: (turn: number) => BuiltVersion | undefined;
  /** The checks of the commit asked about, at each turn. */
  checks?: (turn: number, commit: string) => CommitChecks;
}

/** The reason told for failed checks: which checks they were, to see it asked once per set of them. */
const reasonOf = (checks: readonly FailedCheck[]): FailureReason => ({
  kind: 'content',
  problems: checks.map((check) => ({ place: check.name, message: '', hint: '', file: '', fieldPath: [] })),
});

const built = (commit: string | null, content = commit ?? ''): BuiltVersion => ({
  commit,
  content,
  builtAt: '2026-01-01T10:34:00Z',
  nextChangeAt: null,
});

function run(followed: string | Followed, timeline: Timeline) {
  let now = Date.parse('2026-01-01T10:40:00Z');
  let turn = 0;
  const states: (LiveState & { at: number })[] = [];
  const explained: string[][] = [];
  const unused = () => Promise.reject(new Error('not read while following'));
  const deploys: Deploys = {
    includes: (live, commit) => Promise.resolve(history.indexOf(commit) <= history.indexOf(live)),
    contentAt: (commit) => Promise.resolve(commit),
    checks: (commit) => Promise.resolve(timeline.checks?.(turn, commit) ?? { pending: false, failed: [] }),
    pageOf: (commit) => `https://github.com/o/r/commit/${commit}`,
    content: unused,
    rerunFailedJobs: unused,
    pushAgain: unused,
  };
  const ways: FollowWays = {
    deploys,
    liveVersion: () => Promise.resolve(timeline.live(turn)),
    reasonOf: (checks) => {
      explained.push(checks.map((check) => check.id));
      return Promise.resolve(reasonOf(checks));
    },
    wait: (ms) => {
      now += ms;
      turn += 1;
      return Promise.resolve();
    },
    now: () => now,
  };
  const start = now;
  const what = typeof followed === 'string' ? { change: followed, checked: followed } : followed;
  const done = followChange(what, ways, (state) => states.push({ ...state, at: now - start }));
  return done.then(() => Object.assign(states, { explained }));
}

const failedBuild: FailedCheck = {
  id: 'check-run:7',
  name: 'build',
  problems: [{ file: 'content/pages/home.yaml', line: 3, message: 'Falta o título.' }],
};

describe('following a published change to the live site', () => {
  test('publishing until the site names the change’s commit, or a later one on top of it, then live since its build', async () => {
    const states = await run('c2', { live: (turn) => built(turn < 3 ? 'c1' : 'c3') });
    expect(states.map((state) => state.kind)).toEqual(['publishing', 'live']);
    expect(states[1]).toMatchObject({ since: new Date('2026-01-01T10:34:00Z'), at: 3 * pace.firstMs });
  });

  test('a host that names no commit: live once the site’s content is the change’s', async () => {
    const states = await run('c2', { live: (turn) => built(null, turn < 2 ? 'c1' : 'c2') });
    expect(states.map((state) => state.kind)).toEqual(['publishing', 'live']);
  });

  test('a failed check with none still running: failed, with its reasons; still followed, and live if the site takes it anyway', async () => {
    const states = await run('c2', {
      live: (turn) => built(turn < 5 ? 'c1' : 'c2'),
      checks: (turn) => ({ pending: turn < 2, failed: turn < 1 ? [] : [failedBuild] }),
    });
    expect(states.map((state) => state.kind)).toEqual(['publishing', 'failed', 'live']);
    expect(states[1]).toMatchObject({ checks: [failedBuild], reason: reasonOf([failedBuild]), at: 2 * pace.firstMs });
    // Asked why once, though the same failure was read at each turn.
    expect(states.explained).toEqual([[failedBuild.id]]);
  });

  test('published again: the new attempt’s checks are followed, an earlier attempt’s failure is not this one’s', async () => {
    const deployFailed = { id: 'check-run:9', name: 'deploy', problems: [] };
    const states = await run(
      { change: 'c2', checked: 'c3', seen: new Set([failedBuild.id]) },
      {
        live: (turn) => built(turn < 4 ? 'c1' : 'c3'),
        checks: (turn, commit) => ({
          pending: false,
          // The earlier attempt's failure still listed (GitHub lists it until the new run starts); the new one fails at turn 2.
          failed: commit !== 'c3' ? [] : turn < 2 ? [failedBuild] : [failedBuild, deployFailed],
        }),
      },
    );
    expect(states.map((state) => state.kind)).toEqual(['publishing', 'failed', 'live']);
    expect(states[1]).toMatchObject({ checks: [deployFailed], at: 2 * pace.firstMs });
  });

  test('nothing live and nothing failed past the limit: late, and still followed', async () => {
    const lateTurn = Math.ceil(pace.firstForMs / pace.firstMs) + 30;
    const states = await run('c2', { live: (turn) => (turn < lateTurn ? built('c1') : built('c2')) });
    expect(states.map((state) => state.kind)).toEqual(['publishing', 'late', 'live']);
    expect(states[1]!.at).toBeGreaterThan(pace.lateAfterMs);
    expect(states[1]!.at).toBeLessThanOrEqual(pace.lateAfterMs + pace.thenMs);
  });

  test('a site that answers nothing readable, or a read that fails, is asked again', async () => {
    let asked = 0;
    const states = await run('c1', {
      live: () => {
        asked += 1;
        if (asked === 1) throw new Error('offline');
        return asked < 3 ? undefined : built('c1');
      },
    });
    expect(states.map((state) => state.kind)).toEqual(['publishing', 'live']);
  });
});
