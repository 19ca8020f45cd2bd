/** What the form tests of the CMS share: a card grid's fields and icons as the form names them, the clinic's file in the editor's copy, and the login screen. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { readYaml } from '../../../admin/yaml/keep-text-format.ts';
import { keepOnLoopback } from '../../../scripts/audit/loopback-only.ts';
import { startupTimeout, stepTimeout, type CmsCopy } from '../cms-support.ts';
import { pageFields, sectionType, type ConfigField } from '../cms-fields.ts';

/** What the tests read of the generated configuration's fields. */
interface FormField extends ConfigField {
  summary?: string;
  options?: { label: string; value: string }[];
  fields?: FormField[];
}
export const cardGrid: FormField = sectionType('card-grid');
export const sectionTypes = pageFields.find((field) => field.name === 'sections')!.types!;
export const cardsField = cardGrid.fields!.find((field) => field.name === 'cards')!;
export const iconNames = cardsField.fields!.find((field) => field.name === 'icon')!.options!;
export const iconLabel = (name: string) => iconNames.find((option) => option.value === name)!.label;
/** What a card's folded summary says while its title is empty, from the generated configuration. */
export const emptyCardSummary = /default\('([^']+)'\)/.exec(cardsField.summary!)![1]!;

interface Card {
  icon: string;
  title: string;
  features?: string[];
}
interface ClinicPage {
  sections: { type: string; title: string; cards?: Card[]; image?: { src: string } }[];
}
export const clinicFile = (cms: CmsCopy) => path.join(cms.contentDir, 'pages/consultorio.yaml');
export const clinicOf = (cms: CmsCopy) => readYaml(readFileSync(clinicFile(cms), 'utf8')) as ClinicPage;

/** A folded item of a list opens from its own text (admin/widgets/ListControl.tsx). */
export const openItem = (page: Page, summary: string) =>
  page.getByRole('button', { name: summary, exact: true }).click();

/** The login screen, before "Entrar": openCms logs in at once. */
export async function loginScreen(browser: Browser, cms: CmsCopy): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'pt-BR' });
  context.setDefaultTimeout(stepTimeout);
  onTestFinished(() => context.close());
  await keepOnLoopback(context);
  const page = await context.newPage();
  await page.goto(`${cms.adminUrl}#/collections/paginas`, { timeout: startupTimeout });
  await page.getByRole('button', { name: 'Entrar' }).waitFor({ timeout: startupTimeout });
  return page;
}
