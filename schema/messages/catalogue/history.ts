import { plural } from '../words.ts';
import { entry } from './entry.ts';

const label = (text: string, hint = '') => entry({ message: () => text, hint: () => hint });

/** Who changed an entry and when, as far as the repository says (locally: the checkout's name). */
interface Who {
  /** "hoje às 10:32" (see `whenWords`). */
  when: string;
  who?: string;
}

const byWhom = ({ when, who }: Who) => (who ? `${when}, por ${who}` : when);

/**
 * The history of an entry (admin/history/): its versions, newest first, each with when, who and
 * what changed in the form's words; a version drawn beside the current one; restoring a version as
 * a new one, through the same guard as every save; and the pages deleted, brought back.
 */
export const historyMessages = {
  'cms-history-open': label('Histórico', 'As versões publicadas desta entrada: quem mudou, quando e o quê.'),
  'cms-history-title': entry<{ of: string }>({
    message: ({ of }) => `Histórico ${of}`,
    hint: () =>
      'As versões publicadas, da mais nova à mais antiga. Abra uma para vê-la ao lado da atual, ou restaure-a: ela volta ao site como uma versão nova, e nenhuma versão se perde.',
  }),
  'cms-history-loading': label('Carregando as versões…'),
  'cms-history-failed': label('Não foi possível ler o histórico.', 'Confira a conexão e abra o histórico de novo.'),
  'cms-history-none': label('Ainda não há versões desta entrada.', 'Cada Publicar vira uma versão aqui.'),
  'cms-history-by': entry<Who>({ message: byWhom, hint: () => '' }),
  'cms-history-current': label('Versão atual'),
  'cms-history-created': label('Criada nesta versão.'),
  'cms-history-deleted': label('Apagada nesta versão.'),
  'cms-history-no-change': label('Sem mudança no que o formulário mostra.'),
  'cms-history-more': label('Mostrar versões mais antigas'),
  'cms-history-view': label('Ver esta versão', 'Mostra esta versão ao lado da atual, como o site a desenha.'),
  'cms-history-this-version': entry<{ when: string }>({
    message: ({ when }) => `Versão de ${when}`,
    hint: () => '',
  }),
  'cms-history-back': label('Voltar ao histórico'),
  'cms-history-close': label('Fechar o histórico'),
  'cms-history-restore': label(
    'Restaurar esta versão',
    'Publica o texto desta versão como uma versão nova; o histórico continua com todas.',
  ),
  'cms-history-restore-confirm': entry<{ when: string }>({
    message: ({ when }) => `Publicar a versão de ${when} no lugar da atual?`,
    hint: () => 'Ela vai para o site como uma versão nova; a atual continua no histórico e pode voltar do mesmo jeito.',
  }),
  'cms-history-restore-yes': label('Sim, restaurar'),
  'cms-restore-refused': entry<{ count: number }>({
    message: ({ count }) =>
      `Nada foi salvo: esta versão não pode voltar ao site assim (${plural(count, 'problema', 'problemas')}).`,
    hint: () =>
      'O site mudou desde ela. Corrija no formulário o que está abaixo (por exemplo, escolha outra foto) e publique; ou restaure outra versão.',
  }),
  'cms-restore-moved': entry<Who & { what: string }>({
    message: ({ what, ...who }) =>
      who.who
        ? `Nada foi salvo: ${who.who} publicou ${what} ${who.when}, depois desta versão.`
        : `Nada foi salvo: ${what} mudou ${who.when}, depois desta versão.`,
    hint: () => 'Abra o histórico de novo para ver a versão mais nova e escolher o que publicar.',
  }),
  'cms-deleted-pages-open': label('Páginas apagadas', 'As páginas que foram apagadas: cada uma pode voltar ao site.'),
  'cms-deleted-pages-title': label(
    'Páginas apagadas',
    'Cada uma volta ao site como era quando foi apagada, se o site de hoje a aceitar.',
  ),
  'cms-deleted-pages-none': label('Nenhuma página apagada.'),
  'cms-deleted-pages-more': label('Mostrar mais páginas apagadas'),
  'cms-deleted-page-by': entry<Who>({ message: (who) => `apagada ${byWhom(who)}`, hint: () => '' }),
  'cms-deleted-page-restore': label('Trazer de volta', 'Publica a página de novo, como era quando foi apagada.'),
  'cms-commit-restored': entry<{ entry: string; when: string }>({
    message: ({ entry: name, when }) => `${name}: versão de ${when} restaurada`,
    hint: () => '',
  }),
  'cms-commit-brought-back': entry<{ page: string }>({
    message: ({ page }) => `Página de volta: ${page}`,
    hint: () => '',
  }),
};
