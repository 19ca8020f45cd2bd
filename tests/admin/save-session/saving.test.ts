import { describe, expect, it } from 'vitest';
import { pageFirstLine } from '../../../admin/yaml/file-texts.ts';
import { readYaml } from '../../../admin/yaml/keep-text-format.ts';
import { placeSeparator } from '../../../admin/session/words/form-place.ts';
import { RefusedSave } from '../../../admin/session/refusal.ts';
import { say, sayAgain } from '../../../schema/messages/catalogue/index.ts';
import { formReader } from '../../../admin/session/words/form-words.ts';
import { heroOf, home, homeData, homeFile, lineDiff, refusedBy, save, started, type Data } from '../session-harness.ts';
import { pageField, sectionsField, typeLabel, siteEntry, fileWords, pageIn, menuLinkTo } from './session.ts';

/*
 * The save session between the Save button and the backend: the text it writes (the keep-the-text
 * format, from the file as read), and the guard that refuses, in the form's words and before
 * anything is written, what `npm run validate` would refuse of the content the write leaves — an
 * edit, a new page, an upload, a deletion — against a backend that holds the shipped content.
 */

describe('saving an entry', () => {
  it('writes an edit into the file as read: one changed line, and the backend gets that text', async () => {
    const cms = started();
    const data = homeData();
    heroOf(data).title = 'Grupo INVERO Unido';
    const raw = await save(cms, data);
    expect(lineDiff(home, raw)).toEqual([
      `    title: ${heroOf(homeData()).title as string} →     title: Grupo INVERO Unido`,
    ]);
    expect(cms.backend.text(homeFile)).toBe(raw);
  });

  it('refuses HTML in a title before writing, naming the field as the form does, with no path, key or line', async () => {
    const cms = started();
    const data = homeData();
    heroOf(data).title = '<b>Oi</b>';
    const refused = await refusedBy(save(cms, data));
    expect(refused).toBeInstanceOf(RefusedSave);
    const { problems, title, entryFile } = refused as RefusedSave;
    expect(title).toEqual(say('cms-save-refused', { count: 1 }));
    expect(entryFile).toBe(homeFile);
    const hero = data.sections.indexOf(heroOf(data)) + 1;
    const titleLabel = sectionsField
      .types!.find((kind) => kind.name === 'hero')!
      .fields!.find((field) => field.name === 'title')!.label;
    expect(problems).toEqual([
      {
        place: [`${sectionsField.label_singular} ${hero} · ${typeLabel('hero')}`, titleLabel].join(placeSeparator),
        message: say('html', { value: '<b>Oi</b>' }).message,
        hint: say('html', { value: '<b>Oi</b>' }).hint,
        file: homeFile,
        fieldPath: ['sections', hero - 1, 'title'],
      },
    ]);
    expect((refused as RefusedSave).message).not.toMatch(fileWords);
    expect(cms.backend.text(homeFile)).toBe(home);
    expect(cms.backend.persisted).toEqual([]);
    expect(cms.refusals).toEqual([refused]);
  });

  it('refuses a new page whose address another page has, naming that page by its title', async () => {
    const cms = started();
    const data = { ...homeData(), path: '/assessoria', title: 'Outra página', description: 'Outra descrição.' };
    const file = 'content/pages/outra.yaml';
    const refused = (await refusedBy(save(cms, data, file, { newRecord: true, raw: '' }))) as RefusedSave;
    expect(refused).toBeInstanceOf(RefusedSave);
    const assessoria = pageIn(cms, 'content/pages/assessoria.yaml');
    expect(refused.problems.map(({ place, message }) => ({ place, message }))).toEqual([
      {
        place: pageField('path').label,
        message: `O endereço "/assessoria" já é usado pela página "${assessoria.title}".`,
      },
    ]);
    expect(refused.message).not.toMatch(fileWords);
    expect(cms.backend.files.has(file)).toBe(false);
  });

  it('writes a new page with the editor-help first line', async () => {
    const cms = started();
    const data = { ...homeData(), path: '/clinica-sul', title: 'Clínica Sul', description: 'Uma página nova.' };
    const raw = await save(cms, data, 'content/pages/clinica-sul.yaml', { newRecord: true, raw: '' });
    expect(raw.split('\n')[0]).toBe(pageFirstLine);
    expect(readYaml(raw)).toEqual(data);
  });

  it('refuses a link to a page that does not exist, in the form’s words', async () => {
    const cms = started();
    const data = homeData();
    heroOf(data).buttons = [{ label: 'Veja', to: '/nao-existe' }];
    const refused = (await refusedBy(save(cms, data))) as RefusedSave;
    expect(refused.problems.map((problem) => problem.fieldPath)).toEqual([
      ['sections', data.sections.indexOf(heroOf(data)), 'buttons', 0, 'to'],
    ]);
    expect(refused.problems[0]!.place).toMatch(/ › Botão 1 › /);
  });

  it('refuses to save a file that came with a CR without its LF, saying so in the form’s words', async () => {
    const cms = started();
    // The audit's case: an optional field after a comment, which YAML reads as part of the comment.
    const style = home.split('\n').find((line) => /^ +style: /.test(line))!;
    const broken = home.replace(style, `${/^ */.exec(style)![0]}# nota\r${style}`);
    cms.backend.files.set(homeFile, broken);
    const data = readYaml(broken) as Data;
    heroOf(data).title = 'Grupo INVERO Unido';
    const refused = (await refusedBy(save(cms, data))) as RefusedSave;
    expect(refused).toBeInstanceOf(RefusedSave);
    expect(refused.problems.map(({ message, hint }) => ({ message, hint }))).toEqual(
      [
        sayAgain(
          say('lone-carriage-return'),
          formReader(() => ''),
        ),
      ].map(({ message, hint }) => ({ message, hint })),
    );
    expect(refused.message).not.toMatch(fileWords);
    expect(cms.backend.text(homeFile)).toBe(broken);
  });

  it('refuses a CR typed into a field at that field, as an invisible character, not as the file’s line end', async () => {
    const cms = started();
    const data = homeData();
    heroOf(data).title = 'Grupo\rINVERO';
    const refused = (await refusedBy(save(cms, data))) as RefusedSave;
    expect(refused.problems.map((problem) => [problem.fieldPath, problem.message])).toEqual([
      [
        ['sections', data.sections.indexOf(heroOf(data)), 'title'],
        say('invisible-character', { value: 'Grupo\rINVERO' }).message,
      ],
    ]);
  });

  it('refuses a page renamed while the menu links to its old address, saying where the link is', async () => {
    const cms = started();
    const file = 'content/pages/assessoria.yaml';
    const data = readYaml(cms.backend.text(file)!) as Data;
    data.path = '/assessoria-tributaria';
    const refused = (await refusedBy(save(cms, data, file))) as RefusedSave;
    expect(refused).toBeInstanceOf(RefusedSave);
    expect(refused.problems.map((problem) => problem.place)).toContain(
      [siteEntry.label, 'Navegação', menuLinkTo(cms, '/assessoria'), 'Página'].join(placeSeparator),
    );
    expect(cms.backend.text(file)).toBe(started().backend.text(file));
  });
});
