/** A save session over a backend in memory, and the entries and photos the tests save through it. */
import { generatedConfig } from '../../../admin/cms-config.ts';
import { readYaml } from '../../../admin/yaml/keep-text-format.ts';
import { cmsFiles } from '../../../schema/generate/cms-config.ts';
import { cmsNames } from '../../../schema/generate/cms-fields.ts';
import { photoUses } from '../../support/photo-uses.ts';
import { type Cms, type Data } from '../session-harness.ts';

const [pagesCollection, filesCollection] = generatedConfig.collections;
export const pageField = (name: string) => pagesCollection.fields.find((field) => field.name === name)!;
export const sectionsField = pageField('sections');
export const typeLabel = (type: string) => sectionsField.types!.find((kind) => kind.name === type)!.label;
export const siteEntry = filesCollection.files.find((file) => file.name === cmsNames.siteFile)!;

/** Words an editor in the form must never read: a data path, a YAML key, a file or a line. */
export const fileWords = /sections\[|\.yaml|content\/|linha \d|"title"|title:|\bto:/;

/** A page of the content as the backend holds it. */
export const pageIn = (cms: Cms, file: string) => readYaml(cms.backend.text(file)!) as Data & { title: string };

/** "Link 2": the menu's link to `to`, counted as the form counts it. */
export function menuLinkTo(cms: Cms, to: string): string {
  const { navigation } = readYaml(cms.backend.text(cmsFiles.site)!) as { navigation: { links: { to: string }[] } };
  const index = navigation.links.findIndex((link) => link.to === to);
  if (index < 0) throw new Error(`no menu link to ${to} in the content`);
  return `Link ${index + 1}`;
}

/** The content's own photos, each with the files of the pages that use it, once per use. */
export const photosShown = (cms: Cms) =>
  photoUses(
    [...cms.backend.files].flatMap(([file, value]) =>
      file.startsWith('content/pages/') && typeof value === 'string' ? [[file, value] as [string, string]] : [],
    ),
  );
