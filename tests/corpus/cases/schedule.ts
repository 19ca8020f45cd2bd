import { edit, type CorpusCase } from './edits.ts';

/** The closing section of the base's /servicos, given `window` (its lines under `schedule:`). */
const scheduleTheCta = (window: string) =>
  edit(
    'pages/servicos.yaml',
    '  - type: cta\n    title: Vamos conversar?\n',
    `  - type: cta\n    title: Vamos conversar?\n    schedule:\n${window}`,
  );

/** A campaign page on the site from 10/12 through 25/12. */
const campaignPage =
  'path: /natal\ntitle: Natal\ndescription: A campanha.\nschedule:\n  from: 2026-12-10\n  until: 2026-12-25\nsections:\n  - type: cta\n    title: Feliz Natal\n    buttons:\n      - label: Fale\n        action: notice\n';

/** Content in time (schema/schedule/): windows that cannot be, and what a window would break. */
export const scheduleCases: CorpusCase[] = [
  {
    name: 'schedule that ends before it starts',
    breakIt: scheduleTheCta('      from: 2026-12-24\n      until: 2026-12-20\n'),
    expected: [
      'content/pages/servicos.yaml:40:7 "until" (20/12/2026) vem antes de "from" (24/12/2026): assim isto nunca apareceria no site. → Confira as datas: "until" é o último dia (ou o dia e a hora) em que aparece, e vem depois de "from".',
    ],
  },
  {
    name: 'schedule on a day the calendar does not have',
    breakIt: scheduleTheCta('      from: 2027-02-29\n'),
    expected: [
      'content/pages/servicos.yaml:40:13 "2027-02-29" não é um dia (ou um dia e uma hora) que o site entende. → Escreva o dia como ano-mês-dia, ex.: "2026-12-24", e, se quiser, a hora depois de um espaço: "2026-12-24 18:00" (hora de Brasília).',
    ],
  },
  {
    name: 'schedule with a day written the Brazilian way',
    breakIt: scheduleTheCta('      until: 02/01/2027\n'),
    expected: [
      'content/pages/servicos.yaml:40:14 "02/01/2027" não é um dia (ou um dia e uma hora) que o site entende. → Escreva o dia como ano-mês-dia, ex.: "2026-12-24", e, se quiser, a hora depois de um espaço: "2026-12-24 18:00" (hora de Brasília).',
    ],
  },
  {
    name: 'schedule with a misspelt key',
    breakIt: scheduleTheCta('      untill: 2027-01-02\n'),
    expected: ['content/pages/servicos.yaml:40:7 O campo "untill" não existe aqui. → Você quis dizer "until"?'],
  },
  {
    name: 'scheduled button that leaves its list empty while the section is shown',
    at: '2026-12-01T10:00:00-03:00',
    breakIt: (ws) => {
      edit('pages/servicos.yaml', '      - label: Agendar\n        action: notice\n', '')(ws);
      edit(
        'pages/servicos.yaml',
        '        style: secondary\n',
        '        style: secondary\n        schedule:\n          until: 2026-12-24\n',
      )(ws);
    },
    expected: [
      'content/pages/servicos.yaml:40:7 Em 25/12 às 00:00, nenhum item desta lista fica no ar, e ela precisa de pelo menos 1 item. → Um item sai do ar quando o agendamento dele termina, ou quando a página a que ele leva sai do ar. Deixe pelo menos um sempre no ar, ou agende também o que contém a lista.',
    ],
  },
  {
    name: 'header button to a page that leaves the site',
    at: '2026-12-01T10:00:00-03:00',
    breakIt: (ws) => {
      ws.write('pages/natal.yaml', campaignPage);
      edit('site.yaml', '    label: Contato\n    action: notice\n', '    label: Contato\n    to: /natal\n')(ws);
    },
    expected: [
      'content/site.yaml:18:9 Este link leva à página "/natal", que não está no ar agora, e aqui o link não pode sumir junto com ela. → Aponte o link para uma página que fica sempre no ar, ou tire o agendamento da página. (Nas listas de links e de botões, o link que leva a uma página agendada some e volta junto com ela.)',
    ],
  },
  {
    name: 'menu entry to a scheduled page, which leaves with it (valid)',
    at: '2026-12-11T10:00:00-03:00',
    breakIt: (ws) => {
      ws.write('pages/natal.yaml', campaignPage);
      edit(
        'site.yaml',
        '    - label: Serviços\n      to: /servicos\n',
        '    - label: Serviços\n      to: /servicos\n    - label: Natal\n      to: /natal\n',
      )(ws);
    },
    expected: [],
  },
  {
    name: 'window that ended long ago (valid: a note, never an error)',
    at: '2030-01-01T00:00:00-03:00',
    breakIt: scheduleTheCta('      until: 2026-12-20\n'),
    expected: [],
  },
];
