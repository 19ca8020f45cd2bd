/**
 * The pages read the content as it is at the site's clock (src/content.server.ts): kept while nothing
 * changes, and read again once its next scheduled change has come, with no file touched, so that the
 * dev server's page reloaded at that moment (tests/scripts/vite/content-preview-clock.test.ts) shows it.
 */
import { afterAll, expect, it, vi } from 'vitest';
import { addComingSection } from '../corpus/coming-section.ts';
import { makeWorkspace } from '../corpus/workspace.ts';

const ws = makeWorkspace();
afterAll(() => ws.dispose());

it('shows a scheduled section from its moment on, not a millisecond before', async () => {
  const title = 'Aviso que chega sozinho';
  addComingSection(ws, '2027-01-10 10:01', title);
  vi.useFakeTimers({ now: Date.parse('2027-01-10T10:00:30-03:00'), toFake: ['Date'] });
  // The folder the module reads, as `npm run dev` is pointed at a copy (project/environment.ts).
  vi.stubEnv('INVERO_CONTENT_DIR', ws.contentDir);
  const { getContent } = await import('../../src/content.server.ts');
  const shows = () => JSON.stringify(getContent().pages).includes(title);

  expect(shows()).toBe(false);
  vi.setSystemTime(Date.parse('2027-01-10T10:00:59.999-03:00'));
  expect(shows()).toBe(false);
  vi.setSystemTime(Date.parse('2027-01-10T10:01:00-03:00'));
  expect(shows()).toBe(true);
});
