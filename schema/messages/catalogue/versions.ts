import { plural } from '../words.ts';
import { entry, label } from './entry.ts';

/**
 * Who changed an entry, as the CMS knows it: a person's name online (the commit's author); locally,
 * only that it was saved elsewhere — another window of the editor, or the file edited by hand.
 */
interface Other {
  /** "Ana Souza"; absent when the backend cannot say (the local editor). */
  who?: string;
  /** "hoje às 10:32" (see `whenWords`). */
  when: string;
  /** The entry, as its form calls it: "esta página", "as configurações do site". */
  what: string;
}

const someone = ({ who, when, what }: Other, did: string) =>
  who
    ? `${who} ${did} ${what} ${when}`
    : `${what[0]!.toUpperCase()}${what.slice(1)} foi ${did === 'publicou' ? 'salva' : 'apagada'} em outro lugar ${when} (outra janela do editor, ou o arquivo mudado à mão)`;

/**
 * An entry edited by two people at once, and a draft left in the browser: what the CMS says when
 * the file changed since the editor opened it, when their changes were put together or collided,
 * and what a version changed, in the form's words. Read by the editor only: never a key or a file.
 */
export const versionMessages = {
  'cms-changed-meanwhile': entry<Other & { mine: boolean }>({
    message: (other) => `${someone(other, 'publicou')}.`,
    hint: ({ mine }) =>
      mine
        ? 'Suas alterações continuam aqui. Ao publicar, elas serão juntadas às que já estão no site; veja abaixo o que mudou.'
        : 'Veja abaixo o que mudou. O formulário ainda mostra a versão que você abriu: traga a nova para ele, ou o que você escrever será juntado a ela ao publicar.',
  }),
  'cms-collision': entry<Other & { count: number }>({
    message: (other) =>
      `Nada foi salvo: ${someone(other, 'publicou')}, mudando ${other.count === 1 ? 'um campo que você também mudou' : `${other.count} campos que você também mudou`}.`,
    hint: () =>
      'Escolha como seguir: ficar com a versão publicada (suas outras alterações continuam no formulário) ou publicar a sua por cima.',
  }),
  'cms-collision-warning': entry<Other & { count: number }>({
    message: (other) =>
      `${someone(other, 'publicou')}, mudando ${other.count === 1 ? 'um campo que você também mudou' : `${other.count} campos que você também mudou`}.`,
    hint: () =>
      'Escolha agora como seguir, ou continue editando e escolha ao publicar: ficar com a versão publicada (suas outras alterações continuam no formulário) ou publicar a sua por cima.',
  }),
  'cms-collision-value': entry<{ theirs: string; mine: string }>({
    message: ({ theirs }) => `agora é ${theirs};`,
    hint: ({ mine }) => `a sua: ${mine}.`,
  }),
  'cms-deleted-meanwhile': entry<Other>({
    message: (other) => `${someone(other, 'apagou')}.`,
    hint: () =>
      'Suas alterações continuam no formulário. Para que a página volte ao site com elas, publique-a de novo; ou volte à lista de páginas.',
  }),
  'cms-address-taken': entry({
    message: () => 'Nada foi salvo: outra pessoa criou, agora há pouco, uma página com este mesmo endereço.',
    hint: () => 'Dê outro endereço a esta página e publique de novo. O que você escreveu continua aqui.',
  }),
  'cms-merged': entry<Other>({
    message: (other) =>
      `Publicado junto com a alteração que ${other.who ?? 'outra janela do editor'} fez ${other.when}.`,
    hint: () => 'As duas estão no site: a sua e a que já estava lá.',
  }),
  'cms-repository-busy': entry({
    message: () => 'Nada foi salvo: o site foi alterado várias vezes enquanto você publicava.',
    hint: () => 'Suas alterações continuam aqui; publique de novo em instantes.',
  }),
  'cms-keep-theirs': label(
    'Ficar com a versão publicada',
    'O formulário passa a mostrar o que está no site, com as suas alterações que não colidem.',
  ),
  'cms-publish-mine': label('Publicar a minha por cima', 'Pede confirmação antes de publicar.'),
  'cms-kept-published': entry<{ mine: boolean }>({
    message: () => 'O formulário agora mostra a versão publicada.',
    hint: ({ mine }) =>
      mine
        ? 'As suas alterações que não colidiam com ela continuam no formulário; publique quando quiser.'
        : 'Não há alterações suas a publicar.',
  }),
  'cms-bring-published': label(
    'Trazer a versão publicada para o formulário',
    'O formulário passa a mostrar o que está no site, com as suas alterações.',
  ),
  'cms-publish-mine-confirm': entry<{ count: number }>({
    message: ({ count }) =>
      `Publicar a sua versão ${count === 1 ? 'deste campo' : `destes ${count} campos`} por cima da publicada?`,
    hint: () => 'O que está no site nesses campos será substituído pelo que você escreveu.',
  }),
  'cms-publish-mine-yes': label('Sim, publicar a minha'),
  'cms-go-back': label('Voltar'),
  'cms-draft-found': entry<{ of: string; when: string | undefined; count: number }>({
    message: ({ of, when }) => `Você tem alterações não publicadas ${of}${when ? `, de ${when}` : ''}:`,
    hint: ({ count }) =>
      `${plural(count, 'alteração', 'alterações')}, guardadas neste navegador; ainda não estão no site.`,
  }),
  'cms-draft-published-since': entry({
    message: () =>
      'Depois delas, houve outra publicação aqui: ao publicar, as suas alterações serão juntadas às que estão no site.',
    hint: () => '',
  }),
  'cms-draft-continue': label('Continuar de onde parei', 'Traz as alterações de volta ao formulário.'),
  'cms-draft-discard': label('Descartar', 'Pede confirmação antes de apagar as alterações.'),
  'cms-draft-discard-confirm': entry({
    message: () => 'Descartar estas alterações de vez?',
    hint: () => 'Elas não foram publicadas e não poderão ser recuperadas.',
  }),
  'cms-draft-discard-yes': label('Sim, descartar'),
  'cms-draft-keep': label('Não, manter'),
  'cms-draft-restored': entry({
    message: () => 'Suas alterações voltaram ao formulário.',
    hint: () => 'Elas ainda não estão no site: publique quando quiser.',
  }),
  'cms-change-changed': entry<{ place: string; before: string; after: string }>({
    message: ({ place, before, after }) => `${place}: ${before} → ${after}`,
    hint: () => '',
  }),
  'cms-change-set': entry<{ place: string }>({
    message: ({ place }) => `${place}: alterado`,
    hint: () => '',
  }),
  'cms-change-added': entry<{ place: string }>({
    message: ({ place }) => `${place}: acrescentado`,
    hint: () => '',
  }),
  'cms-change-removed': entry<{ place: string }>({
    message: ({ place }) => `${place}: removido`,
    hint: () => '',
  }),
  'cms-change-reordered': entry<{ place: string }>({
    message: ({ place }) => `${place}: ordem mudada`,
    hint: () => '',
  }),
  'cms-value-empty': label('vazio'),
  // A WhatsApp address as the helper shows it, never the address in code ("Ol%C3%A1%2C%20…").
  'cms-value-whatsapp': entry<{ number: string; message: string }>({
    message: ({ number, message }) => (message ? `WhatsApp ${number}: ${message}` : `WhatsApp ${number}`),
    hint: () => '',
  }),
  'cms-value-yes': label('sim'),
  'cms-value-no': label('não'),
  'cms-value-removed': label('removido'),
  'cms-value-other': label('outra versão'),
  'cms-commit-entry': entry<{ entry: string; summary: string; count: number }>({
    message: ({ entry: name, summary, count }) =>
      count === 0
        ? `${name}: salva sem alterações`
        : count === 1
          ? `${name} › ${summary}`
          : `${name}: ${count} alterações (${summary})`,
    hint: () => '',
  }),
  'cms-commit-new-page': entry<{ page: string }>({
    message: ({ page }) => `Página nova: ${page}`,
    hint: () => '',
  }),
  'cms-commit-photo': entry<{ photo: string }>({
    message: ({ photo }) => `Foto enviada: ${photo}`,
    hint: () => '',
  }),
  'cms-commit-deleted': entry<{ names: string }>({
    message: ({ names }) => `Apagado: ${names}`,
    hint: () => '',
  }),
  'cms-commit-by': entry<{ name: string }>({
    message: ({ name }) => `Publicado pelo editor do site por ${name}.`,
    hint: () => '',
  }),
};
