/**
 * The receptionist's holiday notice, through the CMS's form, locally (`npm run cms`) and online: a
 * call to action added at the end of a page, with one button, and its "Quando aparece" set to a
 * window typed as in Brazil (admin/widgets/ScheduleControl.tsx, MomentInput.tsx).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { say } from '../../schema/messages/catalogue/index.ts';
import { sectionType, type ConfigField } from './cms-fields.ts';

export const cta = sectionType('cta');
export const fieldOf = (fields: readonly ConfigField[], name: string) => fields.find((field) => field.name === name)!;
const buttons = fieldOf(cta.fields!, 'buttons');
const buttonFields = buttons.fields as (ConfigField & { options?: { label: string; value: string }[] })[];
const choicesOf = (name: string) => buttonFields.find((field) => field.name === name)!.options ?? [];
const noticeAction = choicesOf('action').find((option) => option.value === 'notice')!.label;
export const scheduleField = fieldOf(cta.fields!, 'schedule');

/** The form's "Quando aparece" of the section itself: its last one (its buttons, listed before it, have theirs). */
export const sectionSchedule = (section: Locator) =>
  section.getByRole('radiogroup', { name: scheduleField.label, exact: true }).last().locator('..');

/** Adds the notice titled `title` at the end of the open page: a call to action with one button. */
export async function addTheNotice(page: Page, title: string): Promise<Locator> {
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
export const dayBox = (moment: Locator) => moment.getByLabel(say('schedule-day').message, { exact: true });
/** The box of its time, "18:00", which may stay empty. */
export const timeBox = (moment: Locator) => moment.getByLabel(say('schedule-time').message, { exact: true });

/** Types a day ("24/12/2026") and, if given, a time ("18:00") into one of the schedule's moments. */
async function typeMoment(moment: Locator, day: string, time?: string) {
  await dayBox(moment).fill('');
  await dayBox(moment).pressSequentially(day.replaceAll('/', ''));
  expect(await dayBox(moment).inputValue()).toBe(day);
  await timeBox(moment).fill('');
  if (time) await timeBox(moment).pressSequentially(time.replace(':', ''));
}

/** Chooses "Só entre…" and types when it appears and when it leaves (over what was there), either of which may stay empty. */
export async function scheduleBetween(
  schedule: Locator,
  from?: { day: string; time?: string },
  until?: { day: string; time?: string },
) {
  await schedule.getByRole('radio', { name: say('schedule-between').message, exact: true }).check();
  if (from) await typeMoment(schedule.getByTestId('schedule-from'), from.day, from.time);
  if (until) await typeMoment(schedule.getByTestId('schedule-until'), until.day, until.time);
}

/** The message Decap shows under the schedule's label when the check before saving marks it (admin/decap/fixes/mark-field.ts). */
export async function scheduleMark(section: Locator, schedule: Locator): Promise<Locator> {
  const id = await schedule.getAttribute('id');
  return section.locator(`label[for="${id}"] ~ ul`);
}
