/** What the everyday tests of the CMS share: the fields of a card grid, a hero and the site as the form names them, and the clinic's and home's files in the editor's copy. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { readYaml } from '../../../admin/yaml/keep-text-format.ts';
import { type CmsCopy } from '../cms-support.ts';
import { config, sectionType, type ConfigField } from '../cms-fields.ts';

export const cardGrid = sectionType('card-grid');
/** What Decap's bar says of the entry, in its Portuguese locale: saved, or changed since. */
export const editorToolbar = { changesSaved: 'Alterações salvas', unsavedChanges: 'Alterações não salvas' };
const cardsField = cardGrid.fields!.find((field) => field.name === 'cards')!;
export const cardWord = cardsField.label_singular!;
export const labelIn = (field: ConfigField, name: string) => field.fields!.find((f) => f.name === name)!.label;
/** The fields of the site's settings, as the generated configuration gives them. */
export const siteFields = (
  config.collections.find((c) => c.name === 'geral') as unknown as { files: { fields: ConfigField[] }[] }
).files[0]!.fields;
export const fieldIn = (fields: readonly ConfigField[], ...names: string[]): ConfigField =>
  names.reduce<ConfigField>((field, name) => (field.fields ?? field.types ?? []).find((f) => f.name === name)!, {
    name: '',
    label: '',
    fields: [...fields],
  });

interface ClinicPage {
  sections: { type: string; title: string; cards?: { title: string }[] }[];
}
export const clinicFile = (cms: CmsCopy) => path.join(cms.contentDir, 'pages/consultorio.yaml');
export const clinicGrid = (cms: CmsCopy) =>
  (readYaml(readFileSync(clinicFile(cms), 'utf8')) as ClinicPage).sections.find((s) => s.type === 'card-grid')!;

/** The session's notices that tell rather than refuse (admin/ui/panel.ts): role status. */
export const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A folded item of a list opens from its own text (admin/widgets/ListControl.tsx). */
export const openItem = (page: Page, summary: string) =>
  page.getByRole('button', { name: summary, exact: true }).click();

export const heroSection = sectionType('hero');

export interface HomePage {
  sections: { type: string; title: string; buttons?: Record<string, string>[] }[];
}
export const homeHero = (cms: CmsCopy) =>
  (readYaml(readFileSync(path.join(cms.contentDir, 'pages/home.yaml'), 'utf8')) as HomePage).sections.find(
    (s) => s.type === 'hero',
  )!;
