import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedConfig } from '../../admin/cms-config.ts';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import type { CmsField } from '../../schema/generate/cms-field.ts';
import { formLabel, formPlace, placeSeparator } from '../../admin/session/words/form-place.ts';
import { formReader } from '../../admin/session/words/form-words.ts';
import { fileSchemas } from '../../schema/load/check.ts';
import { validateText } from '../../schema/load/validate-text.ts';
import { fileReader, say, sayAgain } from '../../schema/messages/catalogue/index.ts';
import { formatIssue } from '../../schema/messages/format.ts';

/*
 * One message, two ways to say where: the terminal keeps the file, its line and the YAML keys; the
 * CMS's form gets the place as the form names it and words that describe the form.
 */

const [pagesCollection, filesCollection] = generatedConfig.collections;
const sections = pagesCollection.fields.find((field) => field.name === 'sections')!;
const typeNamed = (name: string) => sections.types!.find((type) => type.name === name)!;
const labelIn = (fields: { name: string; label: string }[] | undefined, name: string) =>
  fields!.find((field) => field.name === name)!.label;

const home = readFileSync('content/pages/home.yaml', 'utf8');
const homeData = readYaml(home) as { sections: { type: string }[] };
const gridAt = homeData.sections.findIndex((section) => section.type === 'card-grid');

/** Words an editor in the form must never read. */
const fileWords =
  /content\/|\.yaml|linha \d|sections\[|"(?:title|to|href|action|cards|companies|linkLabel|width|height)"|\b(?:to|href|action|number): /;

describe('an empty value, as the form says it', () => {
  it('is "vazio", never the null a cleared choice leaves', () => {
    const words = say('value-not-allowed', { key: 'style', value: null, allowed: ['primary', 'secondary'] });
    const { message } = sayAgain(
      words,
      formReader((name) => name),
    );
    expect(message).toContain('vazio');
    expect(message).not.toMatch(/null/);
  });
});

describe('the place of a field, as the form shows it', () => {
  it('names a card field by its section (number and type), its card and its label, leaving out the lists’ own names', () => {
    const grid = typeNamed('card-grid');
    const cards = grid.fields!.find((field) => field.name === 'cards')!;
    expect(
      formPlace(pagesCollection.fields, ['sections', gridAt, 'cards', 4, 'icon'], homeData).join(placeSeparator),
    ).toBe(
      [
        `${sections.label_singular} ${gridAt + 1} · ${grid.label}`,
        `${cards.label_singular} 5`,
        labelIn(cards.fields, 'icon'),
      ].join(placeSeparator),
    );
  });

  it('names a list itself by its label, a field of a group through the group, and a text of a list by its item', () => {
    const site = filesCollection.files.find((file) => file.name === 'site')!;
    const navigation = site.fields.find((field) => field.name === 'navigation')!;
    const links = navigation.fields!.find((field) => field.name === 'links')!;
    expect(formPlace(site.fields, ['navigation', 'links'], {})).toEqual([navigation.label, links.label]);
    expect(formPlace(site.fields, ['navigation', 'links', 4, 'to'], {})).toEqual([
      navigation.label,
      `${links.label_singular} 5`,
      labelIn(links.fields, 'to'),
    ]);
    const features = formPlace(pagesCollection.fields, ['sections', gridAt, 'cards', 0, 'features', 2], homeData);
    expect(features.at(-1)).toMatch(/ 3$/);
  });

  it('names a field a message speaks of by the label of the field of that name closest to the place', () => {
    const fields: CmsField[] = [
      { name: 'title', label: 'Título da página', widget: 'string' },
      {
        name: 'sections',
        label: 'Seções',
        label_singular: 'Seção',
        widget: 'list',
        typeKey: 'type',
        types: [
          {
            name: 'hero',
            label: 'Abertura',
            widget: 'object',
            fields: [
              { name: 'title', label: 'Título da abertura', widget: 'string' },
              { name: 'eyebrow', label: 'Texto acima do título', widget: 'string' },
            ],
          },
        ],
      },
    ];
    const data = { sections: [{ type: 'hero' }] };
    expect(formLabel(fields, ['sections', 0, 'eyebrow'], data, 'title')).toBe('Título da abertura');
    expect(formLabel(fields, ['sections', 0], data, 'title')).toBe('Título da abertura');
    expect(formLabel(fields, ['sections'], data, 'title')).toBe('Título da página');
    // Not around the place: the first of that name in the entry; not in the form at all: none.
    expect(formLabel(fields, [], data, 'eyebrow')).toBe('Texto acima do título');
    expect(formLabel(fields, [], data, 'hero')).toBeUndefined();
  });

  it('stops where the form has no field: a key written by hand in the file', () => {
    expect(formPlace(pagesCollection.fields, ['sections', gridAt, 'titel'], homeData)).toHaveLength(1);
    expect(formPlace(pagesCollection.fields, ['nada', 'x'], homeData)).toEqual([]);
  });
});

describe('the catalogue, for its two readers', () => {
  const reader = formReader(() => 'Início');

  /** The issues of the home page with one line changed, as `npm run validate` finds them. */
  const issuesOf = (from: RegExp, to: string) => {
    const result = validateText('content/pages/home.yaml', home.replace(from, to), fileSchemas.page);
    if (result.ok) throw new Error(`${String(from)} → ${to} is valid`);
    return result.issues;
  };

  const broken = [
    issuesOf(/^( {4}title: ).*$/m, '$1<b>Oi</b>'),
    issuesOf(/^( {4}title: ).*$/m, '$1'),
    issuesOf(/^( {4}title: ).*$/m, '$1"“Olá”"'),
    issuesOf(/^( {6}- label: Conheça.*)$/m, '$1\n        to: https://exemplo.com'),
    issuesOf(/^title: .*$/m, 'titel: Grupo'),
    issuesOf(/^( {2}- type: )card-grid$/m, '$1grade'),
  ].flat();

  it('says to the terminal exactly what it said before: the file, the line and the keys', () => {
    for (const issue of broken) {
      expect(sayAgain(issue, fileReader)).toEqual({ message: issue.message, hint: issue.hint, said: issue.said });
      expect(formatIssue(issue)).toMatch(/^✖ content\/pages\/home\.yaml:\d+:\d+\n/);
    }
  });

  it('says the same to the form in its own words: labels, never a key, a file or a line', () => {
    for (const issue of broken) {
      const { message, hint } = sayAgain(issue, reader);
      expect(`${message} ${hint}`, issue.message).not.toMatch(fileWords);
    }
    // The same message, worded for each: a key in the file, the field's label in the form.
    const missing = say('missing-field', { key: 'title', description: 'O título.' });
    expect(missing.message).toBe('Falta o campo obrigatório "title".');
    expect(missing.hint).toBe('Acrescente uma linha "title: …" neste bloco. (title: O título.)');
    expect(sayAgain(missing, reader)).toMatchObject({
      message: `Falta o campo obrigatório ${labelIn(pagesCollection.fields, 'title')}.`,
      hint: `Preencha o campo ${labelIn(pagesCollection.fields, 'title')}. (O título.)`,
    });
    for (const id of ['button-no-action', 'button-two-actions'] as const) {
      const action = say(id, { value: {} });
      expect(action.hint).toMatch(/"to: \/pagina"/);
      expect(sayAgain(action, reader).hint).not.toMatch(fileWords);
    }
  });

  it('names another page by its title, not its file and line', () => {
    const taken = say('page-path-taken', { value: '/x', firstFile: 'content/pages/x.yaml', firstLine: 3 });
    expect(taken.message).toBe('O endereço "/x" já é usado em content/pages/x.yaml, linha 3.');
    expect(sayAgain(taken, reader).message).toBe('O endereço "/x" já é usado pela página "Início".');
  });
});
