import { describe, expect, it } from 'vitest';
import { fileSchemas } from '../../../schema/load/check.ts';
import { loadContent } from '../../../schema/load/index.ts';
import { parseText } from '../../../schema/load/parse.ts';
import { newlyEnded, type SourcedFile } from '../../../schema/schedule/checks.ts';
import {
  currentWorkspace,
  freshWorkspace,
  at,
  load,
  edit,
  scheduleTheNotice,
  scheduledCard,
  campaignPage,
} from './workspace.ts';

describe('the rules of content in time', () => {
  const issuesAt = (moment: string) => {
    const result = loadContent(currentWorkspace().contentDir, { root: currentWorkspace().root, at: at(moment) });
    return result.ok
      ? []
      : result.issues.map((issue) => `${issue.file}:${issue.line}:${issue.column} ${issue.message}`);
  };

  it('refuses a list left empty while it is shown, naming the moment', () => {
    const ws = freshWorkspace();
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
    freshWorkspace();
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
    freshWorkspace();
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
