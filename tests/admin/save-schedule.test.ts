import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedConfig } from '../../admin/cms-config.ts';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { placeSeparator } from '../../admin/session/words/form-place.ts';
import { RefusedSave } from '../../admin/session/refusal.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { heroOf, home, homeData, homeFile, refusedBy, save, started, type Data } from './session-harness.ts';

/*
 * A schedule saved through the CMS: the form's own saves are refused a window that has already
 * ended, at "Quando aparece", in the catalogue's words; one the file already had (it ended while
 * nobody looked) is no mistake of the save. Dates far from today: the tests read the real clock.
 */

const [pagesCollection] = generatedConfig.collections;
const sections = pagesCollection.fields.find((field) => field.name === 'sections')!;
const hero = sections.types!.find((type) => type.name === 'hero')!;
const scheduleLabel = hero.fields!.find((field) => field.name === 'schedule')!.label;

const problemsOf = (refused: unknown) =>
  (refused as RefusedSave).problems.map(({ place, message, hint }) => ({ place, message, hint }));

function heroPlace(data: Data) {
  const at = data.sections.indexOf(heroOf(data));
  return [`${sections.label_singular} ${at + 1} · ${hero.label}`, scheduleLabel].join(placeSeparator);
}

describe('a schedule saved in the CMS', () => {
  it('writes a window to come into the file, under the section', async () => {
    const cms = started();
    const data = homeData();
    heroOf(data).schedule = { from: '2099-12-24', until: '2100-01-02' };
    const raw = await save(cms, data);
    expect(cms.backend.text(homeFile)).toBe(raw);
    expect(raw).toMatch(/\n {4}schedule:\n {6}from: 2099-12-24\n {6}until: 2100-01-02\n/);
  });

  it('refuses a window that has already ended, at "Quando aparece", and writes nothing', async () => {
    const cms = started();
    const data = homeData();
    heroOf(data).schedule = { from: '2019-12-24', until: '2020-01-01' };
    const refused = await refusedBy(save(cms, data));
    expect(refused).toBeInstanceOf(RefusedSave);
    expect(problemsOf(refused)).toEqual([
      {
        place: heroPlace(data),
        message: 'Esta data já passou: isto não aparece no site (saiu do ar em 02/01/2020).',
        hint: 'Escolha em "Até" um dia que ainda vai chegar, ou "Sempre", para que apareça sem data.',
      },
    ]);
    expect(cms.backend.persisted).toEqual([]);
  });

  it('refuses an end before the start in the form’s words, naming its two fields by their labels', async () => {
    const cms = started();
    const data = homeData();
    heroOf(data).schedule = { from: '2099-12-24', until: '2099-12-20' };
    expect(problemsOf(await refusedBy(save(cms, data)))).toEqual([
      {
        place: heroPlace(data),
        message: 'Até (20/12/2099) vem antes de A partir de (24/12/2099): assim isto nunca apareceria no site.',
        hint: 'Confira as datas: Até é o último dia (ou o dia e a hora) em que aparece, e vem depois de A partir de.',
      },
    ]);
  });

  it('saves any other change of a file whose window ended while nobody looked, leaving that window as it is', async () => {
    const cms = started();
    const ended = home.replace(/^( {2}- type: hero\n)/m, '$1    schedule:\n      until: 2020-01-01\n');
    expect(ended).not.toBe(home);
    cms.backend.files.set(homeFile, ended);
    const data = readYaml(ended) as Data;
    heroOf(data).title = 'Grupo INVERO Unido';
    const raw = await save(cms, data);
    expect(raw).toContain('title: Grupo INVERO Unido');
    expect(raw).toContain('    schedule:\n      until: 2020-01-01\n');
  });

  it('refuses the header’s button to a page that is not on the site yet, at that button, with the same rules as validate', async () => {
    const cms = started();
    cms.backend.files.set(
      'content/pages/natal.yaml',
      'path: /natal\ntitle: Natal\ndescription: A campanha.\nschedule:\n  from: 2099-12-10\nsections:\n  - type: cta\n    title: Feliz Natal\n    buttons:\n      - label: Fale\n        action: notice\n',
    );
    const file = 'content/site.yaml';
    const text = readFileSync(file, 'utf8');
    const data = readYaml(text) as { navigation: { contact: Record<string, unknown> } };
    data.navigation.contact = { label: 'Contato', to: '/natal' };
    const refused = await refusedBy(
      save(cms, data, file, { collection: cmsNames.files, slug: cmsNames.siteFile, raw: text }),
    );
    expect(problemsOf(refused).map(({ place, message }) => ({ place, message }))).toEqual([
      {
        place: ['Navegação', 'Contato', 'Página'].join(placeSeparator),
        message:
          'Este link leva à página "/natal", que não está no ar agora, e aqui o link não pode sumir junto com ela.',
      },
    ]);
    expect(cms.backend.persisted).toEqual([]);
  });
});
