/**
 * Content in time through the screen (`npm run cms` on a copy, in Chromium, on a computer and on a
 * phone): the receptionist's holiday notice — a section on the clinic's page, added, scheduled from
 * 24/12 through 02/01, said "Agendado", previewed at 26/12 as the site will be then, and published
 * with what it will do by itself; then made "Sempre" again. Before that, in the same visit, a window
 * already ended, and one that ends before it starts, refused at its field in the catalogue's words. The CMS's clock stands at 01/12/2026 (INVERO_NOW), so that the
 * words do not depend on the day the tests run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { say, sayAgain, type Words } from '../../schema/messages/catalogue/index.ts';
import { test as browserTest } from './browser.ts';
import {
  notice,
  openCms,
  openEntry,
  publish,
  sessionNotice,
  startCmsCopy,
  startupTimeout,
  stepTimeout,
  validates,
  type CmsCopy,
} from './cms-support.ts';
import { restoreAfterTest, waitForRoutes } from './cms-copy-reset.ts';
import {
  addTheNotice,
  cta,
  dayBox,
  fieldOf,
  scheduleBetween,
  scheduleField,
  scheduleMark,
  sectionSchedule,
  timeBox,
} from './holiday-notice.ts';

const now = '2026-12-01T10:00:00-03:00';
const test = browserTest.extend('cms', { scope: 'file' }, startCmsCopy({ INVERO_NOW: now }));

const clinicFile = (cms: CmsCopy) => path.join(cms.contentDir, 'pages/consultorio.yaml');
type Clinic = { sections: { type: string; title: string; schedule?: { from?: string; until?: string } }[] };
const clinicOf = (cms: CmsCopy) => readYaml(readFileSync(clinicFile(cms), 'utf8')) as Clinic;

const title = 'Fechado de 24/12 a 02/01';

/** A message of the catalogue as the form says it at "Quando aparece": its two fields by their labels. */
const inTheForm = (words: Words) =>
  sayAgain(words, { form: true, field: (key) => fieldOf(scheduleField.fields!, key).label, file: (name) => name });

/** On a phone the preview is behind a switch; on a computer it is beside the form. */
async function showPreview(page: Page, phone: boolean) {
  if (phone) await page.getByTestId('phone-preview-toggle').click();
  return page.frameLocator('iframe').first();
}

describe('the holiday notice, scheduled in the CMS', () => {
  test.for([
    { screen: 'a computer', viewport: { width: 1366, height: 768 }, phone: false },
    { screen: 'a phone', viewport: { width: 390, height: 844 }, phone: true },
  ])(
    'on $screen: a window already ended, then one ending before it starts, refused at "Quando aparece" with nothing written; then scheduled and said "Agendado", previewed at 26/12, published, made "Sempre" again',
    { timeout: 2 * startupTimeout + 24 * stepTimeout },
    async ({ viewport, phone }, { browser, cms }) => {
      restoreAfterTest(cms);
      const before = readFileSync(clinicFile(cms), 'utf8');
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      await page.setViewportSize(viewport);
      const section = await addTheNotice(page, title);
      const schedule = sectionSchedule(section);
      const mark = await scheduleMark(section, schedule);
      /** Publishes, and waits for `refused` at the field, as Decap marks a field, and in the session's notice. */
      const refusedAtTheField = async (refused: Words) => {
        await publish(page);
        await expect.poll(() => mark.textContent(), { timeout: stepTimeout }).toContain(refused.message);
        expect(await mark.textContent()).toContain(refused.hint);
        await sessionNotice(page).getByText(refused.message).first().waitFor();
        expect(readFileSync(clinicFile(cms), 'utf8')).toBe(before);
      };

      await scheduleBetween(schedule, { day: '20/11/2026' }, { day: '25/11/2026' });
      const ended = say('schedule-state-ended', { left: '26/11' }).message;
      await expect.poll(() => schedule.getByTestId('schedule-state').innerText()).toBe(ended);
      await refusedAtTheField(inTheForm(say('schedule-ended', { left: '26/11' })));

      // "Até" before "A partir de": named by the form's labels, never the file's keys.
      await scheduleBetween(schedule, { day: '24/12/2026' }, { day: '20/12/2026' });
      await refusedAtTheField(inTheForm(say('schedule-order', { value: { from: '2026-12-24', until: '2026-12-20' } })));
      expect(await mark.textContent()).not.toMatch(/"(from|until)"/);

      // Put right, the window is the holiday's.
      await scheduleBetween(schedule, { day: '24/12/2026' }, { day: '02/01/2027' });

      // Said in the form: what the window means at the CMS's clock.
      const scheduled = say('schedule-state-scheduled', { from: '24/12 às 00:00', until: '02/01/2027' }).message;
      await expect.poll(() => schedule.getByTestId('schedule-state').innerText()).toBe(scheduled);

      // The preview draws everything, the notice with what its schedule means; then the page as the
      // site will be at 26/12 (the notice on it), and at 05/01 (gone).
      const preview = await showPreview(page, phone);
      const heading = preview.getByRole('heading', { name: title, exact: true });
      await heading.waitFor();
      await preview.getByTestId('preview-schedule').getByText(scheduled, { exact: true }).waitFor();
      const clock = preview.getByTestId('preview-clock');
      const lookAt = async (day: string, time: string) => {
        await dayBox(clock).fill(day);
        await timeBox(clock).fill(time);
        // Said with its year when it is not the clock's: "26/12 às 12:00", "05/01/2027 às 12:00".
        const said = day.endsWith('/2026') ? day.slice(0, 5) : day;
        await clock.getByTestId('preview-clock-at').getByText(`${said} às ${time}`, { exact: true }).waitFor();
      };
      await lookAt('26/12/2026', '12:00');
      await heading.waitFor();
      expect(await preview.getByTestId('preview-schedule').count()).toBe(0);
      // Typed over as a person types into a filled box she comes to by a click: its text replaced;
      // half a time said not understood, the preview staying at the last moment it read, until the
      // time is whole.
      await dayBox(clock).click();
      await timeBox(clock).click();
      await page.keyboard.type('13');
      await clock.getByTestId('preview-clock-unread').waitFor();
      expect(await clock.getByTestId('preview-clock-at').innerText()).toBe('26/12 às 12:00');
      await page.keyboard.type('30');
      await clock.getByTestId('preview-clock-at').getByText('26/12 às 13:30', { exact: true }).waitFor();
      expect(await clock.getByTestId('preview-clock-unread').count()).toBe(0);
      await lookAt('05/01/2027', '12:00');
      await heading.waitFor({ state: 'detached' });
      await lookAt('20/12/2026', '12:00');
      expect(await heading.count()).toBe(0);
      await preview.getByRole('button', { name: say('schedule-preview-everything').message }).click();
      await heading.waitFor();
      if (phone) await page.getByTestId('phone-preview-toggle').click();

      await publish(page);
      await notice(page, 'Entrada salva').waitFor();
      const saved = clinicOf(cms).sections.at(-1)!;
      expect(saved).toMatchObject({ type: 'cta', title, schedule: { from: '2026-12-24', until: '2027-01-02' } });
      // After Publicar: saved here, and what it will do by itself.
      const next = say('schedule-next', { what: `“${title}”`, appears: true, when: '24/12 às 00:00', others: 0 });
      await sessionNotice(page).getByTestId('cms-live-scheduled').getByText(next.message).waitFor();
      expect(validates(cms).status).toBe(0);
      // The live preview of this machine follows its clock: on 01/12 the notice is not on the site yet.
      const live = await (await fetch(`${cms.siteUrl}/consultorio`)).text();
      expect(live).not.toContain(title);

      // "Sempre": the schedule leaves the file, and the notice is on the site for good.
      await schedule.getByRole('radio', { name: say('schedule-always').message, exact: true }).check();
      expect(await schedule.getByTestId('schedule-state').count()).toBe(0);
      await publish(page);
      await expect.poll(() => clinicOf(cms).sections.at(-1)!.schedule, { timeout: stepTimeout }).toBeUndefined();
      expect(clinicOf(cms).sections.at(-1)!.title).toBe(title);
      expect(readFileSync(clinicFile(cms), 'utf8')).not.toContain('schedule:');
      expect(problems).toEqual([]);
    },
  );

  test(
    'the list of pages and a folded section say what their schedule means',
    { timeout: 2 * startupTimeout + 6 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      writeFileSync(
        path.join(cms.contentDir, 'pages/natal.yaml'),
        'path: /natal\ntitle: Natal | Grupo INVERO\ndescription: A campanha de Natal.\nschedule:\n  from: 2026-12-10 09:00\n  until: 2026-12-25\nsections:\n  - type: cta\n    title: Feliz Natal\n    buttons:\n      - label: Fale Conosco\n        action: notice\n',
      );
      const clinic = readFileSync(clinicFile(cms), 'utf8');
      writeFileSync(
        clinicFile(cms),
        `${clinic.trimEnd()}\n  - type: cta\n    title: ${title}\n    schedule:\n      until: 2026-11-30\n    buttons:\n      - label: Fale Conosco\n        action: notice\n`,
      );
      // A page file added: the dev server routes it anew before the CMS is opened.
      await waitForRoutes(cms);
      const { page, problems } = await openCms(browser, cms, '/collections/paginas');
      const card = page.locator('a[href*="/collections/paginas/entries/natal"]');
      const said = say('schedule-state-scheduled', { from: '10/12 às 09:00', until: '25/12' }).message;
      await card.getByTestId('entry-schedule').getByText(said, { exact: true }).waitFor();
      // Read until it holds: on a busy machine the list was once drawn again just after, and read
      // empty in between.
      await expect.poll(() => page.getByTestId('entry-schedule').count()).toBe(1);

      await page.evaluate(() => (window.location.hash = '#/collections/paginas/entries/consultorio'));
      const folded = page.getByRole('button', { name: new RegExp(`^${cta.label}: ${title}`) });
      await folded
        .getByTestId('schedule-summary')
        .getByText(say('schedule-state-ended', { left: '01/12' }).message)
        .waitFor();
      expect(problems).toEqual([]);
    },
  );
});
