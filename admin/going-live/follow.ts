import type { BuiltVersion } from '../../schema/load/built-version.ts';
import type { Deploys, FailedCheck } from '../repository/repository.ts';
import type { FailureReason } from './failure-reason.ts';

/** Where a published change stands on its way to the live site. */
export type LiveState =
  | { kind: 'publishing' }
  | { kind: 'live'; since: Date }
  /** The checks that failed, and why, in the editor's words. */
  | { kind: 'failed'; checks: FailedCheck[]; reason: FailureReason }
  /** Past the time a publish takes, with neither the change live nor a check failed. */
  | { kind: 'late' };

/** What following a change reads, and its clock (a test's own). */
export interface FollowWays {
  deploys: Deploys;
  /** The version the live site says it carries now; undefined when it says nothing readable. */
  liveVersion(): Promise<BuiltVersion | undefined>;
  /** Why the checks of `commit` failed (asked once for each set of failed checks). */
  reasonOf(checks: readonly FailedCheck[], commit: string): Promise<FailureReason>;
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

/** What is followed: a change, and the publishing of it that is under way. */
export interface Followed {
  /** The change's commit: live once the site carries it. */
  change: string;
  /** The commit whose checks tell how the publishing goes: the change's, or one that publishes it again. */
  checked: string;
  /** The failed checks of an earlier attempt, told already: what they said is not this attempt's. */
  seen?: ReadonlySet<string>;
}

/**
 * Follows the change until the live site carries it, telling each new state: publishing; failed,
 * when a check of the commit checked failed and none is still running (the checks are read, never
 * required: a host that reports nothing still ends in live), with the reason; late, past the limit.
 * A failed or late change is still followed: a check that failed may not have been the deploy's, a
 * failed job may be run again, and a late build may still end. Ends once live, or when `stopped`
 * says so; a read that fails (offline) is tried again at the next turn.
 */
export async function followChange(
  { change, checked, seen = new Set() }: Followed,
  ways: FollowWays,
  tell: (state: LiveState) => void,
  stopped: () => boolean = () => false,
): Promise<void> {
  const started = ways.now();
  let told: string | undefined;
  let explained: { key: string; reason: FailureReason } | undefined;
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
      if (live && (await carries(ways.deploys, live, change))) {
        say({ kind: 'live', since: sinceOf(live, ways.now()) });
        return;
      }
      const checks = await ways.deploys.checks(checked);
      const failed = checks.failed.filter((check) => !seen.has(check.id));
      if (failed.length > 0 && !checks.pending) {
        const key = failed.map((check) => check.id).join();
        if (explained?.key !== key) explained = { key, reason: await ways.reasonOf(failed, checked) };
        say({ kind: 'failed', checks: failed, reason: explained.reason });
      } else if (elapsed > pace.lateAfterMs) say({ kind: 'late' });
      else say({ kind: 'publishing' });
    } catch {
      // Offline, or the site between two builds: asked again at the next turn.
    }
    await ways.wait(elapsed < pace.firstForMs ? pace.firstMs : pace.thenMs);
  }
}
