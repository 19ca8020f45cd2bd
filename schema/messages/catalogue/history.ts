import { plural, whenWords } from '../words.ts';
import { entry, label } from './entry.ts';

/** When a version was made and by whom, as far as the repository says (locally: the checkout's name). */
interface Made {
  at?: Date;
  who?: string;
}

const by = (who: string | undefined) => (who ? `, por ${who}` : '');

/** "hoje às 10:32, por Ana Souza", "em 01/11 às 09:00": the heading of a version in the list. */
const madeWords = ({ at, who }: Made) => (at ? `${whenWords(at)}${by(who)}` : `sem data${by(who)}`);

/** "de hoje às 10:32", "de 01/11 às 09:00": a version named by its day, after "a versão". */
const ofDay = (at: Date) => `de ${whenWords(at).replace(/^em /, '')}`;

/** "Versão de 01/11 às 09:00, por Ana Souza", "Versão de Ana Souza, sem data", "Versão sem data". */
function versionWords({ at, who }: Made): string {
  if (at) return `Versão ${ofDay(at)}${by(who)}`;
  return who ? `Versão de ${who}, sem data` : 'Versão sem data';
}

/** A deleted page's or photo's line ("apagada hoje às 10:32, por Ana Souza"): both words are feminine. */
const deletedWords = ({ at, who }: Made) =>
  at ? `apagada ${whenWords(at)}${by(who)}` : who ? `apagada por ${who}` : 'apagada (sem data)';

/**
 * The history of an entry (admin/past-versions/): its versions, newest first, each with when, who and
 * what changed in the form's words; a version drawn beside the current one; restoring a version as
 * a new one, with the photos it shows that were deleted since, through the same guard as every save;
 * and the pages and photos deleted, brought back.
 */
export const historyMessages = {
  'cms-history-open': label('Histórico', 'As versões publicadas desta entrada: quem mudou, quando e o quê.'),
  'cms-history-title': entry<{ of: string }>({
    message: ({ of }) => `Histórico ${of}`,
    hint: () =>
      'As versões publicadas, da mais nova à mais antiga. Abra uma para vê-la ao lado da atual, ou restaure-a: ela volta ao site como uma versão nova, com as fotos que mostrava, e nenhuma versão se perde.',
  }),
  'cms-history-loading': label('Carregando as versões…'),
  'cms-history-failed': label('Não foi possível ler o histórico.', 'Confira a conexão e abra o histórico de novo.'),
  'cms-history-none': label('Ainda não há versões desta entrada.', 'Cada Publicar vira uma versão aqui.'),
  'cms-history-by': entry<Made>({ message: madeWords, hint: () => '' }),
  'cms-history-current': label('Versão atual'),
  'cms-history-created': label('Criada nesta versão.'),
  'cms-history-deleted': label('Apagada nesta versão.'),
  'cms-history-no-change': label('Sem mudança no que o formulário mostra.'),
  'cms-history-more': label('Mostrar versões mais antigas'),
  'cms-history-view': label('Ver esta versão', 'Mostra esta versão ao lado da atual, como o site a desenha.'),
  'cms-history-this-version': entry<Made>({ message: versionWords, hint: () => '' }),
  'cms-history-back': label('Voltar ao histórico'),
  'cms-history-close': label('Fechar o histórico'),
  'cms-history-restore': label(
    'Restaurar esta versão',
    'Publica o texto desta versão como uma versão nova; o histórico continua com todas.',
  ),
  'cms-history-restore-confirm': entry<Pick<Made, 'at'>>({
    message: ({ at }) => `Publicar ${at ? `a versão ${ofDay(at)}` : 'esta versão'} no lugar da atual?`,
    hint: () =>
      'Ela vai para o site como uma versão nova, com as fotos que mostrava, mesmo as apagadas depois; a atual continua no histórico e pode voltar do mesmo jeito.',
  }),
  'cms-history-restore-yes': label('Sim, restaurar'),
  'cms-restore-refused': entry<{ count: number }>({
    message: ({ count }) =>
      `Nada foi salvo: esta versão não pode voltar ao site assim (${plural(count, 'problema', 'problemas')}).`,
    hint: () =>
      'O site mudou desde ela. Corrija no formulário o que está abaixo (por exemplo, um link para uma página que saiu) e publique; ou restaure outra versão.',
  }),
  'cms-restore-moved': entry<{ when: string; who?: string; what: string }>({
    message: ({ what, ...who }) =>
      who.who
        ? `Nada foi salvo: ${who.who} publicou ${what} ${who.when}, depois desta versão.`
        : `Nada foi salvo: ${what} mudou ${who.when}, depois desta versão.`,
    hint: () => 'Abra o histórico de novo para ver a versão mais nova e escolher o que publicar.',
  }),
  'cms-deleted-by': entry<Made>({ message: deletedWords, hint: () => '' }),
  'cms-deleted-pages-open': label('Páginas apagadas', 'As páginas que foram apagadas: cada uma pode voltar ao site.'),
  'cms-deleted-pages-title': label(
    'Páginas apagadas',
    'Cada uma volta ao site como era quando foi apagada, com as fotos que mostrava, se o site de hoje a aceitar.',
  ),
  'cms-deleted-pages-close': label('Fechar as páginas apagadas'),
  'cms-deleted-pages-none': label('Nenhuma página apagada.'),
  'cms-deleted-pages-more': label('Mostrar mais páginas apagadas'),
  'cms-deleted-page-restore': label('Trazer de volta', 'Publica a página de novo, como era quando foi apagada.'),
  'cms-deleted-photos-open': label(
    'Fotos apagadas',
    'As fotos que foram apagadas da biblioteca: cada uma pode voltar para ela.',
  ),
  'cms-deleted-photos-title': label(
    'Fotos apagadas',
    'Cada uma volta para a biblioteca de fotos como era quando foi apagada, pronta para ser usada de novo.',
  ),
  'cms-deleted-photos-close': label('Fechar as fotos apagadas'),
  'cms-deleted-photos-none': label('Nenhuma foto apagada.'),
  'cms-deleted-photos-more': label('Mostrar mais fotos apagadas'),
  'cms-deleted-photo-restore': label('Trazer de volta', 'Põe a foto de novo na biblioteca de fotos, como era.'),
  'cms-deleted-photo-back': label('De volta na biblioteca de fotos.'),
  'cms-photo-back-taken': entry<{ photo: string }>({
    message: ({ photo }) => `A foto "${photo}" não voltou: a biblioteca já tem uma foto com esse nome.`,
    hint: () => 'Nada foi gravado; a foto que está na biblioteca continua como está.',
  }),
  'cms-photo-back-refused': entry<{ photo: string; count: number }>({
    message: ({ photo, count }) => `A foto "${photo}" não voltou (${plural(count, 'problema', 'problemas')}).`,
    hint: () => 'Nada foi gravado.',
  }),
  'cms-commit-restored': entry<{ entry: string; when: string }>({
    message: ({ entry: name, when }) => `${name}: versão de ${when} restaurada`,
    hint: () => '',
  }),
  'cms-commit-brought-back': entry<{ page: string }>({
    message: ({ page }) => `Página de volta: ${page}`,
    hint: () => '',
  }),
  'cms-commit-photo-brought-back': entry<{ photo: string }>({
    message: ({ photo }) => `Foto de volta: ${photo}`,
    hint: () => '',
  }),
};
