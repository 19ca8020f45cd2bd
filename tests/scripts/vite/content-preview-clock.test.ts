/**
 * The live preview follows the clock (scripts/vite/content-preview.ts): when something scheduled
 * comes, the dev server reads the content again, says so in the terminal and reloads the open pages,
 * with no file touched; with INVERO_NOW the clock stands still and nothing comes by itself. That the
 * open page reloads when told is tests/e2e/dev-server.e2e.test.ts's; that it is then drawn with the
 * section, tests/content/content-server-clock.test.ts's.
 */
import type { ViteDevServer } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { say } from '../../../schema/messages/catalogue/index.ts';
import { instantWords } from '../../../schema/schedule/moment.ts';
import { contentPreview } from '../../../scripts/vite/content-preview.ts';
import { addComingSection, coming } from '../../corpus/coming-section.ts';
import { workspacePerTest } from '../../corpus/workspace.ts';

const now = coming.at - 30_000;
const pageReload = { type: 'full-reload', path: '*' };

const workspaces = workspacePerTest();
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

/** The plugin started in a dev server that keeps what it would send the open pages and print. */
function startPreview(contentDir: string) {
  const sent: unknown[] = [];
  const printed: string[] = [];
  const server = {
    environments: { client: { hot: { on: () => undefined, send: (payload: unknown) => sent.push(payload) } } },
    config: { logger: { info: (line: string) => printed.push(line), error: (line: string) => printed.push(line) } },
    watcher: { add: () => undefined, on: () => undefined },
    restart: () => Promise.resolve(),
  } as unknown as ViteDevServer;
  const plugin = contentPreview(contentDir);
  (plugin.config as { handler: () => void }).handler();
  (plugin.configureServer as (server: ViteDevServer) => void)(server);
  return { sent, printed };
}

describe('the live preview, by the clock', () => {
  it('reads the content again when a scheduled section comes, says so, and reloads the open pages', async () => {
    vi.useFakeTimers({ now });
    const ws = workspaces.fresh();
    addComingSection(ws);
    const { sent, printed } = startPreview(ws.contentDir);

    await vi.advanceTimersByTimeAsync(coming.at - now - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(printed).toContain(`ℹ ${say('schedule-came', { when: instantWords(coming.at, coming.at) }).message}`);
    expect(printed.at(-1)).toMatch(/^✔ Conteúdo válido: .*Atualizando a página\.$/);
    expect(sent.at(-1)).toEqual(pageReload);
  });

  it('stands still with INVERO_NOW: nothing comes by itself', async () => {
    vi.useFakeTimers({ now });
    vi.stubEnv('INVERO_NOW', new Date(now).toISOString());
    const ws = workspaces.fresh();
    addComingSection(ws);
    const { sent } = startPreview(ws.contentDir);

    expect(vi.getTimerCount(), 'a timer waiting for the clock').toBe(0);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(sent).toEqual([]);
  });
});
