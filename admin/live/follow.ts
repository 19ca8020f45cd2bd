import type { BuiltVersion } from '../../schema/load/built-version.ts';
import type { Deploys, FailedCheck } from '../session/repository.ts';

/** Where a published change stands on its way to the live site. */
export type LiveState =
  | { kind: 'publishing' }
  | { kind: 'live'; since: Date }
  | { kind: 'failed'; checks: FailedCheck[] }
  /** Past the time a publish takes, with neither the change live nor a check failed. */
  | { kind: 'late' };

/** What following a change reads, and its clock (a test's own). */
export interface FollowWays {
  deploys: Deploys;
  /** The version the live site says it carries now; undefined when it says nothing readable. */
  liveVersion(): Promise<BuiltVersion | undefined>;
  wait(ms: number): Promise<void>;
  now(): number;
}

/** A publish takes about a minute on each host: asked often while it should be under way, then less. */
export const pace = {
  /** How often the live site and the checks are asked while the change should be on its way. */
  firstMs: 4_000,
  /** For how long. */
  firstForMs: 3 * 60_000,
  /** Then, and after the limit (a late build may still end), how often. */
  thenMs: 20_000,
  /** When a change not yet live, with no failure told, is said to be late. */
  lateAfterMs: 10 * 60_000,
  /** When it is no longer followed: the editor reloads to see it anew. */
  giveUpAfterMs: 60 * 60_000,
};

/**
 * Whether the live site carries the change `commit`: the site names the commit it was built from (a
 * host's own variable) and it is that one or a later one on top of it; or, where the host named
 * none, its content is the change's content.
 */
async function carries(deploys: Deploys, live: BuiltVersion, commit: string): Promise<boolean> {
  if (live.commit !== null) return deploys.includes(live.commit, commit);
  return live.content === (await deploys.contentAt(commit));
}

/** When the live site took the change: when it was built, as it says; never later than now. */
function sinceOf(live: BuiltVersion, now: number): Date {
  const built = Date.parse(live.builtAt);
  return new Date(Number.isNaN(built) ? now : Math.min(built, now));
}

/**
 * Follows the change `commit` until the live site carries it, telling each new state: publishing;
 * failed, when a check of the commit failed and none is still running (the checks are read, never
 * required: a host that reports nothing still ends in live); late, past the limit. A failed or late
 * change is still followed: a check that failed may not have been the deploy's, a failed job may
 * be run again, and a late build may still end. Ends once live, or when `stopped` says so; a read that fails (offline) is tried
 * again at the next turn.
 */
export async function followChange(
  commit: string,
  ways: FollowWays,
  tell: (state: LiveState) => void,
  stopped: () => boolean = () => false,
): Promise<void> {
  const started = ways.now();
  let told: string | undefined;
  const say = (state: LiveState) => {
    const key = JSON.stringify(state);
    if (key === told) return;
    told = key;
    tell(state);
  };
  say({ kind: 'publishing' });
  while (!stopped()) {
    const elapsed = ways.now() - started;
    if (elapsed > pace.giveUpAfterMs) return;
    try {
      const live = await ways.liveVersion();
      if (live && (await carries(ways.deploys, live, commit))) {
        say({ kind: 'live', since: sinceOf(live, ways.now()) });
        return;
      }
      const checks = await ways.deploys.checks(commit);
      if (checks.failed.length > 0 && !checks.pending) say({ kind: 'failed', checks: checks.failed });
      else if (elapsed > pace.lateAfterMs) say({ kind: 'late' });
      else say({ kind: 'publishing' });
    } catch {
      // Offline, or the site between two builds: asked again at the next turn.
    }
    await ways.wait(elapsed < pace.firstForMs ? pace.firstMs : pace.thenMs);
  }
}
