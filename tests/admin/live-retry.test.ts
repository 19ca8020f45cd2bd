/**
 * Which retry applies to a failed publish (admin/going-live/retry.ts): GitHub Actions' jobs are run again
 * on the same commit; a host's status (Netlify, Cloudflare Pages) or another app's check asks for a
 * new push, a commit that changes nothing; a re-run GitHub refuses (the sign-in by e-mail's GitHub
 * App may write contents only) falls back to the push, which that permission allows.
 */
import { describe, expect, test } from 'vitest';
import { publishAgain, retryWay } from '../../admin/going-live/retry.ts';
import type { FailedCheck } from '../../admin/repository/repository.ts';

const job = (id: number, suite: number): FailedCheck => ({
  id: `check-run:${id}`,
  name: 'deploy-content',
  problems: [],
  actionsSuite: suite,
});
const hostStatus: FailedCheck = { id: 'status:9', name: 'netlify/grupo-invero/deploy', problems: [] };
const otherApp: FailedCheck = { id: 'check-run:8', name: 'Cloudflare Pages', problems: [] };

/** The ways of asking, recorded: a re-run answered by `rerun`, a push that makes the commit `pushed`. */
function ways(rerun: () => Promise<void> = () => Promise.resolve()) {
  const asked: string[] = [];
  return {
    asked,
    rerun: (suites: readonly number[]) => {
      asked.push(`rerun ${suites.join(',')}`);
      return rerun();
    },
    push: () => {
      asked.push('push');
      return Promise.resolve('pushed');
    },
  };
}

const refusedWith = (status: number) => () => Promise.reject(Object.assign(new Error('refused'), { status }));

describe('which retry applies', () => {
  test('the jobs of GitHub Actions workflow runs: those runs’ failed jobs again, each run once', () => {
    expect(retryWay([job(1, 10), job(2, 10), job(3, 11)])).toEqual({ kind: 'rerun', suites: [10, 11] });
  });

  test('a host’s commit status, or another app’s check, alone or beside a job: a new push', () => {
    expect(retryWay([hostStatus])).toEqual({ kind: 'push' });
    expect(retryWay([otherApp])).toEqual({ kind: 'push' });
    // The push runs the workflow again too: one ask publishes both.
    expect(retryWay([job(1, 10), hostStatus])).toEqual({ kind: 'push' });
  });
});

describe('asking for the same version again', () => {
  test('a re-run: the same commit tells how it goes, and nothing is pushed', async () => {
    const asking = ways();
    expect(await publishAgain('c1', [job(1, 10)], asking)).toBe('c1');
    expect(asking.asked).toEqual(['rerun 10']);
  });

  test('a re-run GitHub will not do for this credential, or this run: the push instead, whose commit is followed', async () => {
    for (const status of [403, 404, 410, 422]) {
      const asking = ways(refusedWith(status));
      expect(await publishAgain('c1', [job(1, 10)], asking)).toBe('pushed');
      expect(asking.asked).toEqual(['rerun 10', 'push']);
    }
  });

  test('a re-run that failed otherwise (offline, GitHub down) is told, not pushed around', async () => {
    const asking = ways(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(publishAgain('c1', [job(1, 10)], asking)).rejects.toThrow('Failed to fetch');
    const down = ways(refusedWith(502));
    await expect(publishAgain('c1', [job(1, 10)], down)).rejects.toThrow('refused');
    expect([...asking.asked, ...down.asked]).toEqual(['rerun 10', 'rerun 10']);
  });

  test('where the credential may not re-run a workflow (the site’s function): the push at once, nothing refused first', async () => {
    const { rerun: _none, ...pushOnly } = ways();
    expect(await publishAgain('c1', [job(1, 10)], pushOnly)).toBe('pushed');
    expect(pushOnly.asked).toEqual(['push']);
  });

  test('a host’s failure: the push', async () => {
    const asking = ways();
    expect(await publishAgain('c1', [hostStatus], asking)).toBe('pushed');
    expect(asking.asked).toEqual(['push']);
  });
});
