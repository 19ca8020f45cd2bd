/**
 * The Cloudflare Worker of the scheduled rebuild (rebuild/worker.ts) under Cloudflare's own runtime,
 * offline and on loopback, with its own configuration (rebuild/wrangler.toml): its Cron Trigger,
 * fired on request, asks the site's deploy hook for a build when the live site's next change is
 * due, by the runtime's own clock, and for nothing otherwise.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../project/environment.ts';
import { startScheduledWorker, type PagesRuntime } from '../support/pages-runtime.ts';
import { startHost, versionWith, type Host } from './host.ts';

const configuration = readFileSync(path.join(projectRoot, 'rebuild', 'wrangler.toml'), 'utf8');
const cron = /^crons = \["([^"]+)"\]$/m.exec(configuration)?.[1];

let host: Host;
let worker: PagesRuntime;
beforeAll(async () => {
  host = await startHost();
  worker = await startScheduledWorker({ SITE_URL: host.site, DEPLOY_HOOK_URL: host.hook });
}, 120_000);
afterAll(async () => {
  await worker?.close();
  await host?.close();
});

/** One tick of the Cron Trigger: the builds it asked for. */
async function tick(): Promise<number> {
  const before = host.builds();
  const answer = await fetch(`${worker.url}/__scheduled?cron=${encodeURIComponent(cron!)}`);
  expect(answer.status, worker.output()).toBe(200);
  return host.builds() - before;
}

describe('the rebuild’s Worker, under Cloudflare’s runtime', { timeout: 60_000 }, () => {
  it('ticks every five minutes and answers no address of its own', () => {
    expect(cron).toBe('*/5 * * * *');
    expect(configuration).toMatch(/^workers_dev = false$/m);
  });

  it('asks the deploy hook for a build once the next change is due, and for nothing before', async () => {
    host.publish(versionWith(new Date(Date.now() + 3_600_000).toISOString()));
    expect(await tick()).toBe(0);
    host.publish(versionWith(null));
    expect(await tick()).toBe(0);
    host.publish(versionWith(new Date(Date.now() - 60_000).toISOString()));
    expect(await tick()).toBe(1);
    await worker.printed('o site está sendo gerado de novo', 30_000);
  });
});
