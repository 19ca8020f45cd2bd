/**
 * Content in time online, live at the minute with nobody touching anything: in the built /admin/
 * (GitHub's stand-in, the local deploy runner as the host), the receptionist schedules the holiday
 * notice a minute ahead and publishes it; "no ar" then also says what comes by itself, and when.
 * Then the minute passes — the host's clock (runner.advanceTo) and the browser's (Playwright's clock)
 * are moved, nothing waits for it — and the host's schedule builds the commit online again, with no
 * new commit: the admin lists the notice going live like any change.
 */
import { describe, expect, inject } from 'vitest';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { startDeployRunner } from '../support/github/deploy-runner.ts';
import { openOnlineCms, test } from '../support/github/online-cms.ts';
import { liveStatus, publish, stepTimeout } from './cms-support.ts';
import { labelOf, pageFields } from './cms-fields.ts';
import { addTheNotice, scheduleBetween, sectionSchedule } from './holiday-notice.ts';

const title = 'Fechado de 24/12 a 02/01';
/** When the editor opens the CMS; a minute before the notice comes, when she publishes; when it comes; just after. */
const opened = '2026-12-24T17:50:00-03:00';
const aMinuteBefore = '2026-12-24T17:59:00-03:00';
const comes = '2026-12-24T18:00:00-03:00';
const justAfter = '2026-12-24T18:00:30-03:00';

describe('a change scheduled online comes by itself', () => {
  test(
    'scheduled a minute ahead and published: "no ar" says what comes and when; then the site is built again without a commit, and the admin lists it live',
    { timeout: 240_000 },
    async ({ browser, github }) => {
      const runner = await startDeployRunner(github, { now: aMinuteBefore });
      const { page, problems } = await openOnlineCms(browser, github, {
        login: 'ana',
        hash: `/collections/${cmsNames.pages}/entries/consultorio`,
        now: opened,
      });
      await runner.serve(page.context(), inject('editorUrl'));
      await page.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first().waitFor();
      const section = await addTheNotice(page, title);
      await scheduleBetween(sectionSchedule(section), { day: '24/12/2026', time: '18:00' });

      // She publishes a minute before the notice comes; the browser's clock stands there meanwhile.
      await page.clock.setFixedTime(aMinuteBefore);
      const commits = github.commitCount();
      await publish(page);
      await expect.poll(() => github.commitCount(), { timeout: stepTimeout }).toBe(commits + 1);
      const commit = github.head()!;
      expect(await runner.deployed(commit)).toBe('live');
      expect(Date.parse(runner.live().nextChangeAt!)).toBe(Date.parse(comes));
      const live = liveStatus(page, 'live');
      await live.waitFor({ timeout: 60_000 });
      const next = say('schedule-next', { what: `“${title}”`, appears: true, when: '24/12 às 18:00', others: 0 });
      expect(await live.getByTestId('cms-live-scheduled').innerText()).toBe(`${next.message} ${next.hint}`);

      // The minute passes: the host's schedule finds the live site's next change due, and builds again.
      expect(await runner.advanceTo(justAfter)).toBe('live');
      expect(github.commitCount()).toBe(commits + 1);
      expect(runner.live()).toMatchObject({ commit, nextChangeAt: null });
      await page.clock.setFixedTime(justAfter);
      await page.clock.fastForward(Date.parse(comes) - Date.parse(aMinuteBefore));

      // Told as any change going live: its own notice, "no ar" since the rebuild, with what came.
      const came = say('schedule-went-live', { what: `“${title}”`, appears: true }).message;
      const cameLive = page.locator('[data-testid="cms-notice"][data-state="live"][data-publication="2"]');
      await cameLive.waitFor({ timeout: 60_000 });
      expect(await cameLive.getByRole('heading').textContent()).toBe(say('cms-live-on-air', { time: '18:00' }).message);
      expect(await cameLive.innerText()).toContain(came);
      expect(await cameLive.getByTestId('cms-live-scheduled').count()).toBe(0);

      // And in the list of publications, newest first, both live.
      await page.getByTestId('cms-publications-open').press('Enter');
      const listed = page.getByTestId('cms-publication');
      await expect
        .poll(() => listed.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.state)))
        .toEqual(['live', 'live']);
      expect(await listed.first().innerText()).toContain(came);
      expect(problems).toEqual([]);
    },
  );
});
