/**
 * The hosts' own schedule (rebuild/when-due.ts, and Netlify's scheduled function over it): given
 * the live /version.json, served on loopback, and the time, it asks the host for a build when the
 * site's next change is due, and does nothing otherwise.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import rebuildOnNetlify, { config } from '../../netlify/functions/rebuild-when-due.ts';
import { rebuildWhenDue } from '../../rebuild/when-due.ts';
import { whenDue } from '../support/next-change.ts';
import { startHost, versionWith, type Answer, type Host } from './host.ts';

let host: Host;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.close());
afterEach(() => vi.unstubAllEnvs());

/** One run at `now`, with the site publishing `answer`: whether it built, and the builds the hook counted. */
async function runAt(now: string, answer: Answer | undefined) {
  host.publish(answer);
  const before = host.builds();
  const { rebuilt } = await rebuildWhenDue({ site: host.site, hook: host.hook, now: new Date(now) });
  return { rebuilt, builds: host.builds() - before };
}

describe('the hosts’ scheduled rebuild', () => {
  it.each(whenDue)(
    'asks the host for one build only when the next change is due: %s',
    async (_label, next, now, due) => {
      expect(await runAt(now, versionWith(next))).toEqual({ rebuilt: due, builds: due ? 1 : 0 });
    },
  );

  it.each<[string, Answer | undefined]>([
    ['the site has no version address', undefined],
    ['the site answers an error page', { status: 503, body: '<!doctype html><title>Manutenção</title>' }],
    ['the site answers a page with 200', { status: 200, body: '<!doctype html><title>Início</title>' }],
    ['the site answers something else', { status: 200, body: '{"commit":1}' }],
    ['its next change is no moment', versionWith('amanhã')],
    ['its next change is a number', { status: 200, body: JSON.stringify({ ...versionWith(), nextChangeAt: 1 }) }],
  ])('asks nothing, and says why, when what is online cannot be read: %s', async (_label, answer) => {
    expect(await runAt('2026-12-25T00:00:00-03:00', answer)).toEqual({ rebuilt: false, builds: 0 });
    const { reason } = await rebuildWhenDue({ site: host.site, hook: host.hook });
    expect(reason).toMatch(/^O site não se gera de novo sozinho: /);
  });

  it('asks the site itself each time, past every cache', async () => {
    host.publish(versionWith(null));
    const from = host.asked.length;
    await rebuildWhenDue({ site: host.site, hook: host.hook });
    await rebuildWhenDue({ site: `${host.site}/`, hook: host.hook });
    const asked = host.asked.slice(from);
    expect(asked).toHaveLength(2);
    expect(new Set(asked).size).toBe(2);
  });

  it('fails the run, for the host’s log, when it is set up wrong or the hook refuses', async () => {
    const deleted = await startHost();
    deleted.publish(versionWith('2026-12-24T00:00:00-03:00'));
    const now = new Date('2026-12-24T00:01:00-03:00');
    await expect(rebuildWhenDue({ site: deleted.site, hook: undefined, now })).rejects.toThrow(/gancho/);
    await expect(rebuildWhenDue({ site: undefined, hook: deleted.hook, now })).rejects.toThrow(/endereço do site/);
    deleted.refuseBuilds();
    await expect(rebuildWhenDue({ site: deleted.site, hook: deleted.hook, now })).rejects.toThrow(/recusou/);
    await deleted.close();
  });
});

describe('Netlify’s scheduled function', () => {
  it('runs every five minutes, reading the site at its own address and the hook from its variable', async () => {
    expect(config.schedule).toBe('*/5 * * * *');
    vi.stubEnv('BUILD_HOOK_URL', host.hook);
    // A minute ago: due by the real clock, which is the function's.
    host.publish(versionWith(new Date(Date.now() - 60_000).toISOString()));
    const before = host.builds();
    await rebuildOnNetlify(new Request('https://example.netlify.app/.netlify/functions/rebuild-when-due'), {
      site: { url: host.site },
    });
    expect(host.builds()).toBe(before + 1);
  });
});
