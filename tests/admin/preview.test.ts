import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plainData } from '../../admin/decap/door/plain-data.ts';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { pageAt, scheduledNotes } from '../../admin/preview/page-at.ts';
import { checkEdited, checkPage } from '../../admin/preview/page-check.ts';
import { formLabel } from '../../admin/session/words/form-place.ts';
import { formFieldsOf, formLine } from '../../admin/session/words/form-words.ts';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { pageSchema } from '../../schema/page.ts';

type Data = Record<string, unknown> & { sections: Record<string, unknown>[] };

const homeData = () => structuredClone(readYaml(readFileSync('content/pages/home.yaml', 'utf8'))) as Data;

describe("the preview's check of a page", () => {
  it('draws every section of a valid page as the site does (the schema output)', () => {
    const data = homeData();
    const checked = checkPage(data);
    expect(checked.pageIssues).toEqual([]);
    expect(checked.sections.map(({ section }) => section)).toEqual(pageSchema.parse(data).sections);
  });

  it('puts a section’s problems in its place and draws the others', () => {
    const data = homeData();
    data.sections[1]!.title = '<b>x</b>';
    delete data.title;
    const checked = checkPage(data);
    const [first, second, ...rest] = checked.sections;
    expect(first!.section).toBeDefined();
    expect(second!.section).toBeUndefined();
    expect(second!.issues.map((issue) => issue.yamlPath)).toEqual(['sections[1].title']);
    expect(rest.every(({ section }) => section !== undefined)).toBe(true);
    // The page's own problem is shown above the sections, not in one of them.
    expect(checked.pageIssues).toHaveLength(1);
    expect(checked.pageIssues[0]!.message).toContain('title');
  });

  it('treats a cleared optional field as absent, as the save does', () => {
    const data = homeData();
    data.sections[0]!.eyebrow = '';
    expect(checkPage(data).sections[0]!.section).not.toHaveProperty('eyebrow');
  });
});

describe("the preview's check of the site's settings", () => {
  const siteData = () =>
    structuredClone(readYaml(readFileSync('content/site.yaml', 'utf8'))) as { contact: { phone: string } };

  it('draws the header and footer from the texts being edited, as the schemas read them', () => {
    const data = siteData();
    data.contact.phone = '(11) 99876-5432';
    const checked = checkEdited('site', data);
    expect(checked.ok && 'contact' in checked.data && checked.data.contact.phone.text).toBe('(11) 99876-5432');
  });

  it('refuses what the build would, in the words of npm run validate', () => {
    const data = siteData();
    data.contact.phone = '123';
    const checked = checkEdited('site', data);
    expect(checked.ok ? [] : checked.issues.map((issue) => issue.yamlPath)).toEqual(['contact.phone']);
  });

  it('names a field by its label in the form, never by its key', () => {
    const data = siteData() as unknown as { contact: { hours: string } };
    data.contact.hours = 'x'.repeat(200);
    const checked = checkEdited('site', data);
    const lines = checked.ok ? [] : checked.issues.map((issue) => formLine(issue));
    const label = formLabel(formFieldsOf(cmsFiles.site), ['contact', 'hours'], data, 'hours')!;
    expect(label).toBeTruthy();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(label);
    expect(lines[0]).not.toMatch(/\bhours\b/);
  });
});

describe("Decap's data, read plain", () => {
  it('is the plain form of an Immutable collection (what its toJS gives), and plain data itself', () => {
    const data = { title: 'Início', sections: [{ type: 'hero' }] };
    expect(plainData({ toJS: () => data, get: () => undefined })).toBe(data);
    expect(plainData(data)).toBe(data);
    expect(plainData([data])).toEqual([data]);
    expect(plainData(undefined)).toBeUndefined();
  });
});

describe('the preview of a page at a date', () => {
  const at = (wall: string) => Date.parse(`${wall}-03:00`);
  const withNotice = () => {
    const data = homeData();
    data.sections.push({
      type: 'cta',
      title: 'Fechado de 24/12 a 02/01',
      schedule: { from: '2026-12-24', until: '2027-01-02' },
      buttons: [
        { label: 'Fale Conosco', action: 'notice' },
        { label: 'Campanha', to: '/natal' },
      ],
    });
    return data;
  };
  const campaign = { path: '/natal', title: 'Natal', schedule: { until: '2026-12-25' }, sections: [] };
  const titles = (data: unknown) => checkPage(data).sections.map(({ section }) => section?.title);

  it('draws the page as the build will make it then: the same reading of the schedules, with the other pages’ windows', () => {
    const data = withNotice();
    const notice = 'Fechado de 24/12 a 02/01';
    expect(titles(pageAt(data, [campaign], at('2026-12-23T23:59:00')))).not.toContain(notice);
    const during = checkPage(pageAt(data, [campaign], at('2026-12-24T12:00:00')));
    const drawn = during.sections.at(-1)!.section!;
    expect(drawn.type === 'cta' && drawn.buttons.map((button) => button.label)).toEqual(['Fale Conosco', 'Campanha']);
    // The campaign page has left: its button leaves with it.
    const later = checkPage(pageAt(data, [campaign], at('2026-12-26T12:00:00'))).sections.at(-1)!.section!;
    expect(later.type === 'cta' && later.buttons.map((button) => button.label)).toEqual(['Fale Conosco']);
    expect(titles(pageAt(data, [campaign], at('2027-01-03T00:00:00')))).not.toContain(notice);
    expect(pageAt({ ...data, schedule: { from: '2030-01-01' } }, [], at('2026-12-24T12:00:00'))).toBeUndefined();
  });

  it('says, with everything drawn, what each schedule means now, by its place in the form', () => {
    const data = withNotice();
    (data.sections.at(-1)!.buttons as Record<string, unknown>[])[1]!.schedule = { until: '2026-12-31 18:00' };
    const notes = scheduledNotes(data, at('2026-12-01T10:00:00'));
    expect(notes.map(({ section, place, state }) => [section, place, state.message])).toEqual([
      [data.sections.length - 1, '', 'Agendado: aparece em 24/12 às 00:00, no ar até 02/01/2027'],
      [data.sections.length - 1, 'Botão 2', 'No ar até 31/12 às 18:00'],
    ]);
  });
});
