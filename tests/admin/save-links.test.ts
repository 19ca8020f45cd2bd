import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedConfig } from '../../admin/cms-config.ts';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { formReader } from '../../admin/session/words/form-words.ts';
import { placeSeparator } from '../../admin/session/words/form-place.ts';
import { RefusedSave } from '../../admin/session/refusal.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { say, sayAgain, type RuleId } from '../../schema/messages/catalogue/index.ts';
import { heroOf, homeData, refusedBy, save, started } from './session-harness.ts';

/*
 * The audit's links, saved through the CMS: the form runs the schema's own checks, so each is
 * refused before anything is written, at the field as the form names it, in the catalogue's words.
 */

const [pagesCollection, filesCollection] = generatedConfig.collections;
const sections = pagesCollection.fields.find((field) => field.name === 'sections')!;
const hero = sections.types!.find((type) => type.name === 'hero')!;
const buttons = hero.fields!.find((field) => field.name === 'buttons')!;
const hrefLabel = buttons.fields!.find((field) => field.name === 'href')!.label;
const siteEntry = filesCollection.files.find((file) => file.name === cmsNames.siteFile)!;
const contact = siteEntry.fields.find((field) => field.name === 'contact')!;
const emailLabel = contact.fields!.find((field) => field.name === 'email')!.label;

/** The message and hint the form shows for `rule` of `value`. */
const inForm = (rule: RuleId, value: string) => {
  const { message, hint } = sayAgain(
    say(rule, { value }),
    formReader(() => ''),
  );
  return { message, hint };
};

describe('a link saved in the CMS', () => {
  it.each([
    ['https:evil.example', 'link-slashes'],
    ['https:/evil.example', 'link-slashes'],
    ['https://www.exemplo.com.br@evil.example/', 'link-credentials'],
    ['mailto:a,evil@evil.example', 'email-several'],
    ['mailto:evil%40evil.example@b.co', 'email-encoded'],
    ['mailto:contato\u200b@exemplo.com.br', 'email-invisible'],
  ] as const)('refuses %s at the button’s address, with the rule %s', async (href, rule) => {
    const cms = started();
    const data = homeData();
    heroOf(data).buttons = [{ label: 'Veja', href }];
    const refused = (await refusedBy(save(cms, data))) as RefusedSave;
    expect(refused).toBeInstanceOf(RefusedSave);
    const at = data.sections.indexOf(heroOf(data));
    expect(refused.problems.map(({ place, message, hint }) => ({ place, message, hint }))).toEqual([
      {
        place: [`${sections.label_singular} ${at + 1} · ${hero.label}`, `${buttons.label_singular} 1`, hrefLabel].join(
          placeSeparator,
        ),
        ...inForm(rule, href),
      },
    ]);
    expect(cms.backend.persisted).toEqual([]);
  });

  it('refuses the footer’s e-mail with an invisible character by the same rule, at its field', async () => {
    const cms = started();
    const file = 'content/site.yaml';
    const data = readYaml(readFileSync(file, 'utf8')) as { contact: { email: string } };
    data.contact.email = 'contato\u2060@grupoinvero.com.br';
    const refused = (await refusedBy(
      save(cms, data, file, { collection: cmsNames.files, slug: cmsNames.siteFile, raw: readFileSync(file, 'utf8') }),
    )) as RefusedSave;
    expect(refused).toBeInstanceOf(RefusedSave);
    expect(refused.problems.map(({ place, message, hint }) => ({ place, message, hint }))).toEqual([
      {
        place: [contact.label, emailLabel].join(placeSeparator),
        ...inForm('email-invisible', data.contact.email),
      },
    ]);
    expect(cms.backend.persisted).toEqual([]);
  });
});
