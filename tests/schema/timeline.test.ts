import { afterEach, describe, expect, it } from 'vitest';
import { fileSchemas } from '../../schema/load/check.ts';
import { loadContent, type Content, type LoadResult } from '../../schema/load/index.ts';
import { parseText } from '../../schema/load/parse.ts';
import { newlyEnded, type SourcedFile } from '../../schema/schedule/checks.ts';
import { isoOnSiteClock } from '../../schema/schedule/moment.ts';
import { makeWorkspace, replaceOnce, type Workspace } from '../corpus/workspace.ts';

let ws: Workspace | undefined;
afterEach(() => ws?.dispose());

const at = (wall: string) => Date.parse(`${wall}-03:00`);

function load(moment: string): Extract<LoadResult, { ok: true }> {
  const result = loadContent(ws!.contentDir, { root: ws!.root, at: at(moment) });
  if (!result.ok)
    throw new Error(result.issues.map((issue) => `${issue.file}:${issue.line} ${issue.message}`).join('\n'));
  return result;
}
const nextChange = (moment: string) => {
  const next = load(moment).clock.nextChangeAt;
  return next === undefined ? null : isoOnSiteClock(next);
};
const edit = (file: string, from: string, to: string) => ws!.write(file, replaceOnce(ws!.read(file), from, to));
const servicos = (content: Content) => content.pages.find((page) => page.path === '/servicos')!;
const sectionTypes = (content: Content) => servicos(content).sections.map((section) => section.type);
const cardTitles = (content: Content) =>
  servicos(content).sections.flatMap((section) =>
    section.type === 'card-grid' && section.items.kind === 'cards' ? section.items.cards.map((card) => card.title) : [],
  );

/** The base's closing section of /servicos, the holiday notice: from 24/12 through the whole of 02/01. */
function scheduleTheNotice(window = '      from: 2026-12-24\n      until: 2027-01-02') {
  edit(
    'pages/servicos.yaml',
    '  - type: cta\n    title: Vamos conversar?\n',
    `  - type: cta\n    title: Vamos conversar?\n    schedule:\n${window}\n`,
  );
}

/** A second card on /servicos, with a window. */
function scheduledCard(title: string, window: string) {
  edit(
    'pages/servicos.yaml',
    '  - type: steps\n',
    `      - icon: gem\n        title: ${title}\n        description: Por pouco tempo.\n        schedule:\n${window}\n  - type: steps\n`,
  );
}

/** A campaign page, its menu entry, and a button to it on the home page. */
function campaignPage(window = '  from: 2026-12-10 09:00\n  until: 2026-12-25') {
  ws!.write(
    'pages/natal.yaml',
    `path: /natal\ntitle: Natal\ndescription: A campanha de Natal.\nschedule:\n${window}\nsections:\n  - type: cta\n    title: Feliz Natal\n    buttons:\n      - label: Fale\n        action: notice\n`,
  );
  edit(
    'site.yaml',
    '    - label: Serviços\n      to: /servicos\n',
    '    - label: Serviços\n      to: /servicos\n    - label: Natal\n      to: /natal\n',
  );
  edit(
    'pages/home.yaml',
    '      - label: Fale Conosco\n        action: notice\n',
    '      - label: Fale Conosco\n        action: notice\n      - label: Campanha\n        to: /natal\n',
  );
}

describe('the content at a moment', () => {
  it('has a scheduled section only inside its window, through the whole of a day-only `until`', () => {
    ws = makeWorkspace();
    scheduleTheNotice();
    expect(sectionTypes(load('2026-12-23T23:59:59').content)).not.toContain('cta');
    expect(sectionTypes(load('2026-12-24T00:00:00').content)).toContain('cta');
    expect(sectionTypes(load('2027-01-02T23:59:59').content)).toContain('cta');
    expect(sectionTypes(load('2027-01-03T00:00:00').content)).not.toContain('cta');
  });

  it('has a scheduled card only inside its window, to the minute of an `until` with an hour', () => {
    ws = makeWorkspace();
    scheduledCard('Promoção', '          from: 2026-12-01\n          until: 2026-12-31 18:00');
    expect(cardTitles(load('2026-11-30T23:59:00').content)).toEqual(['Limpeza']);
    expect(cardTitles(load('2026-12-31T17:59:00').content)).toEqual(['Limpeza', 'Promoção']);
    expect(cardTitles(load('2026-12-31T18:00:00').content)).toEqual(['Limpeza']);
  });

  it('has a page, its menu entry and every button to it only inside the page’s window', () => {
    ws = makeWorkspace();
    campaignPage();
    const seen = (moment: string) => {
      const { content } = load(moment);
      const home = content.pages.find((page) => page.path === '/')!;
      return {
        page: content.pages.some((page) => page.path === '/natal'),
        menu: content.site.navigation.links.map((link) => link.label),
        buttons: home.sections.flatMap((section) =>
          section.type === 'hero' ? section.buttons.map((button) => button.label) : [],
        ),
      };
    };
    expect(seen('2026-12-10T08:59:00')).toEqual({
      page: false,
      menu: ['Início', 'Serviços'],
      buttons: ['Fale Conosco'],
    });
    expect(seen('2026-12-10T09:00:00')).toEqual({
      page: true,
      menu: ['Início', 'Serviços', 'Natal'],
      buttons: ['Fale Conosco', 'Campanha'],
    });
    expect(seen('2026-12-26T00:00:00')).toEqual({
      page: false,
      menu: ['Início', 'Serviços'],
      buttons: ['Fale Conosco'],
    });
  });

  it('numbers the steps that are on the site, in order', () => {
    ws = makeWorkspace();
    edit(
      'pages/servicos.yaml',
      '      - title: Inspeção\n        description: Primeiro passo.\n',
      '      - title: Triagem\n        description: Antes de tudo.\n        schedule:\n          until: 2026-12-01\n      - title: Inspeção\n        description: Primeiro passo.\n',
    );
    const steps = (moment: string) =>
      servicos(load(moment).content).sections.flatMap((section) =>
        section.type === 'steps' ? section.steps.map((step) => `${step.number} ${step.title}`) : [],
      );
    expect(steps('2026-12-01T10:00:00')).toEqual(['01 Triagem', '02 Inspeção']);
    expect(steps('2026-12-02T00:00:00')).toEqual(['01 Inspeção']);
  });
});

describe('when the site must next change by itself', () => {
  it('is the start, then the end of a day-only `until` (00:00 of the next day), then never', () => {
    ws = makeWorkspace();
    scheduleTheNotice();
    expect(nextChange('2026-12-01T10:00:00')).toBe('2026-12-24T00:00:00-03:00');
    expect(nextChange('2026-12-24T00:00:00')).toBe('2027-01-03T00:00:00-03:00');
    expect(nextChange('2027-01-02T23:59:59')).toBe('2027-01-03T00:00:00-03:00');
    expect(nextChange('2027-01-03T00:00:00')).toBeNull();
  });

  it('follows two windows that overlap, boundary by boundary', () => {
    ws = makeWorkspace();
    scheduledCard('Promoção A', '          from: 2026-12-20\n          until: 2026-12-27');
    scheduledCard('Promoção B', '          from: 2026-12-24\n          until: 2027-01-04');
    expect(nextChange('2026-12-19T12:00:00')).toBe('2026-12-20T00:00:00-03:00');
    expect(nextChange('2026-12-21T12:00:00')).toBe('2026-12-24T00:00:00-03:00');
    expect(cardTitles(load('2026-12-25T12:00:00').content)).toEqual(['Limpeza', 'Promoção A', 'Promoção B']);
    expect(nextChange('2026-12-25T12:00:00')).toBe('2026-12-28T00:00:00-03:00');
    expect(nextChange('2026-12-29T12:00:00')).toBe('2027-01-05T00:00:00-03:00');
    expect(nextChange('2027-01-05T00:00:00')).toBeNull();
  });

  it('names a window that starts and ends between two builds, and the later build has nothing to do', () => {
    ws = makeWorkspace();
    scheduledCard('Só hoje', '          from: 2026-12-10 09:00\n          until: 2026-12-10 18:00');
    expect(nextChange('2026-12-01T10:00:00')).toBe('2026-12-10T09:00:00-03:00');
    expect(nextChange('2026-12-10T09:00:00')).toBe('2026-12-10T18:00:00-03:00');
    expect(cardTitles(load('2026-12-11T10:00:00').content)).toEqual(['Limpeza']);
    expect(nextChange('2026-12-11T10:00:00')).toBeNull();
  });

  it('skips a boundary inside something that is off the site anyway', () => {
    ws = makeWorkspace();
    campaignPage();
    // A button of the campaign page that appears before the page does: nothing changes then.
    edit(
      'pages/natal.yaml',
      '        action: notice\n',
      '        action: notice\n        schedule:\n          from: 2026-12-05\n',
    );
    expect(nextChange('2026-12-01T10:00:00')).toBe('2026-12-10T09:00:00-03:00');
    expect(nextChange('2026-12-10T09:00:00')).toBe('2026-12-26T00:00:00-03:00');
  });
});

describe('the rules of content in time', () => {
  const issuesAt = (moment: string) => {
    const result = loadContent(ws!.contentDir, { root: ws!.root, at: at(moment) });
    return result.ok
      ? []
      : result.issues.map((issue) => `${issue.file}:${issue.line}:${issue.column} ${issue.message}`);
  };

  it('refuses a list left empty while it is shown, naming the moment', () => {
    ws = makeWorkspace();
    campaignPage();
    // The home page's only other button is the campaign's: without "Fale Conosco" the hero keeps none.
    edit('pages/home.yaml', '      - label: Fale Conosco\n        action: notice\n', '');
    edit('pages/home.yaml', '    buttons:\n', '    highlights: []\n    buttons:\n');
    expect(issuesAt('2026-12-11T10:00:00')).toEqual([]);
    // A hero may have no buttons: another list, the cta's, which needs one.
    ws.write(
      'pages/natal.yaml',
      ws
        .read('pages/natal.yaml')
        .replace(
          '        action: notice\n',
          '        action: notice\n        schedule:\n          until: 2026-12-20\n',
        ),
    );
    expect(issuesAt('2026-12-11T10:00:00')).toEqual([
      'content/pages/natal.yaml:11:7 Em 21/12 às 00:00, nenhum item desta lista fica no ar, e ela precisa de pelo menos 1 item.',
    ]);
    // Once that moment is past (the page is off the site for good), the same files pass: only what is to come counts.
    expect(issuesAt('2026-12-26T00:00:00')).toEqual([]);
  });

  it('refuses a link no list holds to a page that is off the site while the link is shown', () => {
    ws = makeWorkspace();
    campaignPage();
    edit('site.yaml', '    label: Contato\n    action: notice\n', '    label: Contato\n    to: /natal\n');
    expect(issuesAt('2026-12-01T10:00:00')).toEqual([
      'content/site.yaml:20:9 Este link leva à página "/natal", que não está no ar agora, e aqui o link não pode sumir junto com ela.',
    ]);
    expect(issuesAt('2026-12-11T10:00:00')).toEqual([
      'content/site.yaml:20:9 Este link leva à página "/natal", que sai do ar em 26/12 às 00:00, e aqui o link não pode sumir junto com ela.',
    ]);
  });

  it('never fails content that passed, as time goes by: an ended window is a note to clean up', () => {
    ws = makeWorkspace();
    campaignPage();
    scheduleTheNotice();
    scheduledCard('Só hoje', '          from: 2026-12-10 09:00\n          until: 2026-12-10 18:00');
    for (const moment of [
      '2026-12-01T10:00:00',
      '2026-12-10T12:00:00',
      '2026-12-26T00:00:00',
      '2027-01-03T00:00:00',
      '2030-01-01T00:00:00',
    ])
      expect(issuesAt(moment), moment).toEqual([]);
    expect(load('2027-01-03T00:00:00').clock.ended.map((note) => `${note.file}:${note.line} ${note.message}`)).toEqual([
      'content/pages/natal.yaml:5 Saiu do ar em 26/12/2026: isto não aparece mais no site.',
      'content/pages/servicos.yaml:19 Saiu do ar em 10/12/2026 às 18:00: isto não aparece mais no site.',
      'content/pages/servicos.yaml:46 Saiu do ar em 03/01: isto não aparece mais no site.',
    ]);
  });
});

describe('a window an editor writes already ended', () => {
  const file = (text: string): SourcedFile => {
    const read = parseText('content/pages/natal.yaml', text);
    if (!read.ok) throw new Error(read.issue.message);
    return {
      kind: 'page',
      name: 'content/pages/natal.yaml',
      data: read.data,
      schema: fileSchemas.page,
      source: read.source,
    };
  };
  const page = (schedule: string) =>
    `path: /natal\ntitle: Natal\ndescription: Campanha.\nsections:\n  - type: cta\n    title: Oi\n${schedule}    buttons:\n      - label: Oi\n        action: notice\n`;
  const ended = '    schedule:\n      until: 2026-12-25\n';
  const now = at('2027-01-10T10:00:00');

  it('is refused when the save brings it, and not when the file had it (time passed, or an item moved)', () => {
    expect(
      newlyEnded(file(page('')), file(page(ended)), now).map(
        (issue) => `${issue.line}:${issue.column} ${issue.message}`,
      ),
    ).toEqual(['8:7 Esta data já passou: isto não aparece no site (saiu do ar em 26/12/2026).']);
    expect(newlyEnded(undefined, file(page(ended)), now)).toHaveLength(1);
    expect(newlyEnded(file(page(ended)), file(page(ended)), now)).toEqual([]);
    expect(newlyEnded(file(page('')), file(page('    schedule:\n      until: 2027-01-10\n')), now)).toEqual([]);
  });
});
