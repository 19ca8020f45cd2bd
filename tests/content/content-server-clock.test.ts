/**
 * The pages read the content as it is at the site's clock (src/content.server.ts): kept while nothing
 * changes, and read again once its next scheduled change has come, with no file touched, so that the
 * dev server's page reloaded at that moment (tests/scripts/vite/content-preview-clock.test.ts) shows it.
 */
import { afterAll, expect, it, vi } from 'vitest';
import { addComingSection, coming, comingTitle } from '../corpus/coming-section.ts';
import { makeWorkspace } from '../corpus/workspace.ts';

const ws = makeWorkspace();
afterAll(() => ws.dispose());

it('shows a scheduled section from its moment on, not a millisecond before', async () => {
  addComingSection(ws);
  vi.useFakeTimers({ now: coming.at - 30_000, toFake: ['Date'] });
  // The folder the module reads, as `npm run dev` is pointed at a copy (project/environment.ts).
  vi.stubEnv('INVERO_CONTENT_DIR', ws.contentDir);
  const { getContent } = await import('../../src/content.server.ts');
  const shows = () => JSON.stringify(getContent().pages).includes(comingTitle);

  expect(shows()).toBe(false);
  vi.setSystemTime(coming.at - 1);
  expect(shows()).toBe(false);
  vi.setSystemTime(coming.at);
  expect(shows()).toBe(true);
});
