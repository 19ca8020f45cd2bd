/**
 * Content in time through the screen (`npm run cms` on a copy, in Chromium, on a computer and on a
 * phone): the receptionist's holiday notice — a section on the clinic's page, added, scheduled from
 * 24/12 through 02/01, said "Agendado", previewed at 26/12 as the site will be then, and published
 * with what it will do by itself; then made "Sempre" again; and a window already ended, refused at
 * its field in the catalogue's words. The CMS's clock stands at 01/12/2026 (INVERO_NOW), so that the
 * words do not depend on the day the tests run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { readYaml } from '../../admin/keep-text-format.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { test as browserTest } from './browser.ts';
import {
  notice,
  openCms,
  openEntry,
  publish,
  restoreAfterTest,
  sectionType,
  sessionNotice,
  startCmsCopy,
  startupTimeout,
  stepTimeout,
  validates,
  waitForRoutes,
  type CmsCopy,
  type ConfigField,
} from './cms-support.ts';

const now = '2026-12-01T10:00:00-03:00';
const test = browserTest.extend('cms', { scope: 'file' }, startCmsCopy({ INVERO_NOW: now }));

const cta = sectionType('cta');
const fieldOf = (fields: readonly ConfigField[], name: string) => fields.find((field) => field.name === name)!;
const buttons = fieldOf(cta.fields!, 'buttons');
const buttonFields = buttons.fields as (ConfigField & { options?: { label: string; value: string }[] })[];
const choicesOf = (name: string) => buttonFields.find((field) => field.name === name)!.options ?? [];
const noticeAction = choicesOf('action').find((option) => option.value === 'notice')!.label;
const scheduleField = fieldOf(cta.fields!, 'schedule');

const clinicFile = (cms: CmsCopy) => path.join(cms.contentDir, 'pages/consultorio.yaml');
type Clinic = { sections: { type: string; title: string; schedule?: { from?: string; until?: string } }[] };
const clinicOf = (cms: CmsCopy) => readYaml(readFileSync(clinicFile(cms), 'utf8')) as Clinic;

const title = 'Fechado de 24/12 a 02/01';

/** The form's "Quando aparece" of the section itself: its last one (its buttons, listed before it, have theirs). */
const sectionSchedule = (section: Locator) =>
  section.getByRole('radiogroup', { name: scheduleField.label, exact: true }).last().locator('..');

/** Adds the holiday notice at the end of the clinic's page: a call to action with one button. */
async function addTheNotice(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Adicionar seção/i }).click();
  await page.getByRole('menuitem', { name: cta.label, exact: true }).click();
  const section = page.locator('label[for^="sections-field"]', { hasText: cta.label }).last().locator('..');
  await section.getByLabel(fieldOf(cta.fields!, 'title').label, { exact: true }).first().fill(title);
  await section.getByRole('button', { name: new RegExp(`^Adicionar ${buttons.label_singular!}`, 'i') }).click();
  await section.getByLabel(fieldOf(buttonFields, 'label').label, { exact: true }).first().fill('Fale Conosco');
  // A new button's "Ação" shows nothing chosen until the editor chooses (admin/widgets/button-kind.ts).
  const action = section.getByRole('radio', { name: noticeAction, exact: true }).first();
  expect(await action.isChecked()).toBe(false);
  await action.check();
  return section;
}

/** The box of the day of a moment (admin/widgets/MomentInput.tsx), typed as in Brazil: only its digits, the slashes come by themselves. */
const dayBox = (moment: Locator) => moment.getByLabel(say('schedule-day').message, { exact: true });

/** Chooses "Só entre…" and types the two days. */
async function scheduleBetween(schedule: Locator, from: string, until: string) {
  await schedule.getByRole('radio', { name: say('schedule-between').message, exact: true }).check();
  await dayBox(schedule.getByTestId('schedule-from')).pressSequentially(from.replaceAll('/', ''));
  await dayBox(schedule.getByTestId('schedule-until')).pressSequentially(until.replaceAll('/', ''));
  expect(await dayBox(schedule.getByTestId('schedule-from')).inputValue()).toBe(from);
}

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
    'on $screen: scheduled and said "Agendado", previewed at 26/12, published, then made "Sempre" again',
    { timeout: 2 * startupTimeout + 16 * stepTimeout },
    async ({ viewport, phone }, { browser, cms }) => {
      restoreAfterTest(cms);
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      await page.setViewportSize(viewport);
      const section = await addTheNotice(page);
      const schedule = sectionSchedule(section);
      await scheduleBetween(schedule, '24/12/2026', '02/01/2027');

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
        await clock.getByLabel(say('schedule-time').message, { exact: true }).fill(time);
        // Said with its year when it is not the clock's: "26/12 às 12:00", "05/01/2027 às 12:00".
        const said = day.endsWith('/2026') ? day.slice(0, 5) : day;
        await clock.getByTestId('preview-clock-at').getByText(`${said} às ${time}`, { exact: true }).waitFor();
      };
      await lookAt('26/12/2026', '12:00');
      await heading.waitFor();
      expect(await preview.getByTestId('preview-schedule').count()).toBe(0);
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
    'a window already ended is refused at "Quando aparece", in the catalogue’s words, and nothing is written',
    { timeout: 2 * startupTimeout + 8 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const before = readFileSync(clinicFile(cms), 'utf8');
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      const section = await addTheNotice(page);
      const schedule = sectionSchedule(section);
      await scheduleBetween(schedule, '20/11/2026', '25/11/2026');
      const ended = say('schedule-state-ended', { left: '26/11' }).message;
      await expect.poll(() => schedule.getByTestId('schedule-state').innerText()).toBe(ended);

      await publish(page);
      const refused = say('schedule-ended', { left: '26/11' });
      // At the field, as Decap marks a field (admin/decap/mark-field.ts), and in the session's notice.
      await section.getByText(refused.message).first().waitFor();
      await sessionNotice(page).getByText(refused.message).first().waitFor();
      expect(readFileSync(clinicFile(cms), 'utf8')).toBe(before);
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
      expect(await page.getByTestId('entry-schedule').count()).toBe(1);

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
