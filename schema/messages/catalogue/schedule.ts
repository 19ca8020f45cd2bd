import { dayWords, readMoment, type WrittenMoment } from '../../schedule/moment.ts';
import { plural, quote } from '../words.ts';
import { entry, label, type Value } from './entry.ts';

/** A written moment with its year always: "24/12/2026", "24/12/2026 às 18:00" (a rule's words know no "now"). */
const writtenWords = (moment: WrittenMoment) => dayWords(moment, undefined, moment.withTime);

/** What a refused schedule said, in the reader's words: a moment as a day, or the text as written. */
function momentWords(value: unknown): string {
  const moment = typeof value === 'string' ? readMoment(value) : undefined;
  return moment ? writtenWords(moment) : quote(value);
}

const field = (value: unknown, key: 'from' | 'until') =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** The rules of a schedule's own shape, attached to its schema with `explained(…)`. */
export const scheduleRuleMessages = {
  'schedule-moment': entry<Value>({
    message: ({ value }) => `${quote(value)} não é um dia (ou um dia e uma hora) que o site entende.`,
    hint: (_, to) =>
      to.form
        ? 'Escolha o dia no calendário e, se quiser, a hora.'
        : 'Escreva o dia como ano-mês-dia, ex.: "2026-12-24", e, se quiser, a hora depois de um espaço: "2026-12-24 18:00" (hora de Brasília).',
  }),
  'schedule-order': entry<Value>({
    message: ({ value }, to) =>
      `${to.field('until')} (${momentWords(field(value, 'until'))}) vem antes de ${to.field('from')} (${momentWords(field(value, 'from'))}): assim isto nunca apareceria no site.`,
    hint: (_, to) =>
      `Confira as datas: ${to.field('until')} é o último dia (ou o dia e a hora) em que aparece, e vem depois de ${to.field('from')}.`,
  }),
};

/**
 * What the content's clock says to editors: the rules that depend on the time (a window that ended,
 * a link or a list that a window empties), the state of each scheduled thing ("Agendado", "No ar
 * até", "Saiu do ar"), the next change the site makes by itself, and the words of the form's
 * "Quando aparece" and of the preview at a date.
 */
export const scheduleMessages = {
  'schedule-ended': entry<{ left: string }>({
    message: ({ left }) => `Esta data já passou: isto não aparece no site (saiu do ar em ${left}).`,
    hint: (_, to) =>
      to.form
        ? 'Escolha em "Até" um dia que ainda vai chegar, ou "Sempre", para que apareça sem data.'
        : 'Escreva em "until" um dia que ainda vai chegar, ou apague "schedule", para que apareça sempre.',
  }),
  'schedule-ended-note': entry<{ left: string }>({
    message: ({ left }) => `Saiu do ar em ${left}: isto não aparece mais no site.`,
    hint: () =>
      'Não impede a publicação. Quando quiser, apague o que saiu do ar (ou só o agendamento, "schedule", para que volte).',
  }),
  'schedule-link': entry<{ page: string; from?: string }>({
    message: ({ page, from }) =>
      `Este link leva à página "${page}", que ${from ? `sai do ar em ${from}` : 'não está no ar agora'}, e aqui o link não pode sumir junto com ela.`,
    hint: () =>
      'Aponte o link para uma página que fica sempre no ar, ou tire o agendamento da página. (Nas listas de links e de botões, o link que leva a uma página agendada some e volta junto com ela.)',
  }),
  'schedule-empty-list': entry<{ at?: string; visible: number; min: number }>({
    message: ({ at, visible, min }) =>
      `${at ? `Em ${at}` : 'Agora'}, ${visible === 0 ? 'nenhum item desta lista fica' : `só ${plural(visible, 'item desta lista fica', 'itens desta lista ficam')}`} no ar, e ela precisa de pelo menos ${plural(min, 'item', 'itens')}.`,
    hint: () =>
      'Um item sai do ar quando o agendamento dele termina, ou quando a página a que ele leva sai do ar. Deixe pelo menos um sempre no ar, ou agende também o que contém a lista.',
  }),

  'schedule-state-scheduled': entry<{ from: string; until?: string }>({
    message: ({ from, until }) => `Agendado: aparece em ${from}${until ? `, no ar até ${until}` : ''}`,
    hint: () => '',
  }),
  'schedule-state-on-air-until': entry<{ until: string }>({
    message: ({ until }) => `No ar até ${until}`,
    hint: () => '',
  }),
  'schedule-state-on-air-since': entry<{ from: string }>({
    message: ({ from }) => `No ar desde ${from}`,
    hint: () => '',
  }),
  'schedule-state-ended': entry<{ left: string }>({ message: ({ left }) => `Saiu do ar em ${left}`, hint: () => '' }),

  'schedule-next': entry<{ what: string; appears: boolean; when: string; others: number }>({
    message: ({ what, appears, when, others }) =>
      `Em ${when}, sem ninguém publicar de novo, ${appears ? 'aparece' : 'sai do ar'} ${what}${others > 0 ? ` (e mais ${plural(others, 'mudança', 'mudanças')} no mesmo momento)` : ''}.`,
    hint: () => 'O site muda sozinho nesse momento.',
  }),
  'schedule-next-local': entry({
    message: () => '',
    hint: () => 'Na prévia ao vivo deste computador, a mudança aparece nesse momento.',
  }),
  'schedule-went-live': entry<{ what: string; appears: boolean }>({
    message: ({ what, appears }) => `Mudança agendada: ${appears ? 'apareceu' : 'saiu do ar'} ${what}`,
    hint: () => '',
  }),
  'schedule-next-build': entry<{ when: string; iso: string }>({
    message: ({ when, iso }) =>
      `Próxima mudança agendada: ${when} (${iso}). O site precisa ser gerado de novo nesse momento, e o agendamento de cada hospedagem faz isso sozinho.`,
    hint: () => '',
  }),
  'schedule-came': entry<{ when: string }>({
    message: ({ when }) => `Chegou a hora de uma mudança agendada: ${when}.`,
    hint: () => '',
  }),
  'schedule-page-title': entry<{ title: string }>({ message: ({ title }) => `a página “${title}”`, hint: () => '' }),

  'schedule-always': label('Sempre'),
  'schedule-window': entry<{ from?: string; until?: string }>({
    message: ({ from, until }) => [from && `de ${from}`, until && `até ${until}`].filter(Boolean).join(' '),
    hint: () => '',
  }),
  'schedule-between': label('Só entre…'),
  'schedule-day': label('Dia', 'dd/mm/aaaa'),
  'schedule-time': label('Hora (opcional)', 'hh:mm'),
  'schedule-calendar': label('Calendário', 'Escolher o dia no calendário'),

  'schedule-preview-at': label(
    'Ver como fica em',
    'A página como o site vai mostrá-la nesse dia e hora, com o que estiver agendado para então.',
  ),
  'schedule-preview-unread': entry<{ typed: string }>({
    message: ({ typed }) => `“${typed}” não é um dia e uma hora que a prévia entende.`,
    hint: () =>
      'Escreva o dia como 26/12/2026 e a hora como 12:00. Até lá, a prévia fica no último momento que entendeu.',
  }),
  'schedule-preview-everything': label('Ver tudo', 'Mostra tudo o que está no formulário, agendado ou não.'),
  'schedule-preview-hidden-page': entry<{ when: string }>({
    message: ({ when }) => `Em ${when}, esta página não está no ar.`,
    hint: () => 'O site não a tem nesse momento, e os links para ela também não aparecem.',
  }),
};
