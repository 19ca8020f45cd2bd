import { plural } from '../words.ts';
import { entry, label } from './entry.ts';

/**
 * The CMS in the browser: what it says when it refuses to write (the problems themselves are the
 * catalogue's other messages, in the form's words), what it did with a photo, and the words of its
 * own buttons. Read by the editor only, so never a key, a file name or a line.
 */
export const editorMessages = {
  'cms-save-refused': entry<{ count: number }>({
    message: ({ count }) =>
      `Nada foi salvo: ${count === 1 ? 'há 1 problema para corrigir' : `há ${count} problemas para corrigir`}.`,
    hint: () =>
      'Corrija o que está indicado (e marcado em vermelho no formulário) e clique em Publicar de novo. O que você escreveu continua aqui.',
  }),
  'cms-page-in-use': entry<{ page: string; count: number }>({
    message: ({ page, count }) =>
      `A página ${page} não foi apagada: ${count === 1 ? 'um link do site aponta' : `${count} links do site apontam`} para ela.`,
    hint: () => 'Tire esses links ou aponte-os para outra página (veja onde, abaixo) antes de apagá-la.',
  }),
  'cms-photo-in-use': entry<{ photo: string; count: number }>({
    message: ({ photo, count }) =>
      `A foto "${photo}" não foi apagada: ela é usada em ${plural(count, 'lugar', 'lugares')} do site.`,
    hint: () => 'Escolha outra foto nesses lugares (veja onde, abaixo) antes de apagá-la.',
  }),
  'cms-upload-refused': entry<{ photo: string }>({
    message: ({ photo }) => `A foto "${photo}" não foi enviada.`,
    hint: () => 'Nada foi gravado; o que você escreveu continua aqui.',
  }),
  'cms-photo-shrunk': entry<{ photo: string; fromMb: string; toMb: string; width: number; height: number }>({
    message: ({ photo, fromMb, toMb, width, height }) =>
      `A foto "${photo}" tinha ${fromMb} MB: foi reduzida para ${width} × ${height} pixels (${toMb} MB) antes de ser enviada.`,
    hint: () => 'Assim ela cabe no site e carrega depressa; a original continua no seu aparelho.',
  }),
  'cms-photo-unused': entry<{ photo: string }>({
    message: ({ photo }) =>
      `A foto "${photo}", que estava no lugar da nova, não é mais usada em nenhuma parte do site.`,
    hint: () =>
      'Você pode apagá-la da biblioteca de fotos (se precisar dela de novo, ela volta por Fotos apagadas, na lista de páginas), ou mantê-la para usar depois.',
  }),
  'cms-photo-deleted': entry<{ photo: string }>({
    message: ({ photo }) => `A foto "${photo}" foi apagada.`,
    hint: () => 'Ela pode ser trazida de volta: na lista de páginas, em Fotos apagadas.',
  }),
  'cms-photo-not-sent': entry({
    message: () => 'A foto não pôde ser enviada.',
    hint: () => 'A foto continua no seu aparelho: depois de resolver o que está dito abaixo, envie-a de novo.',
  }),
  'cms-photo-not-deleted': entry({
    message: () => 'A foto não pôde ser apagada.',
    hint: () => 'Ela continua na biblioteca de fotos: depois de resolver o que está dito abaixo, apague-a de novo.',
  }),
  'cms-file-unreadable': entry<{ detail: string }>({
    message: () => 'O arquivo desta entrada tem um erro de escrita (YAML), feito fora do editor, e não pôde ser lido.',
    hint: ({ detail }) =>
      `Nada foi salvo. Peça a quem cuida do site para rodar "npm run validate" e corrigir o arquivo. (${detail})`,
  }),
  /** What `cms-file-unreadable` says in its brackets when the file changed outside the editor since it opened. */
  'cms-file-changed-unreadable': label('O arquivo foi mudado fora do editor e está com um erro de escrita.'),
  'cms-file-unwritable': entry({
    message: () => 'Não foi possível gravar estes dados no arquivo sem alterar o que ele diz.',
    hint: () => 'Nada foi salvo. Avise a equipe de desenvolvimento, com esta mensagem.',
  }),
  'cms-entry-missing': entry({
    message: () => 'Esta página não existe mais: ela foi apagada ou mudou de endereço.',
    hint: () => 'Volte à lista de páginas e abra-a por lá.',
  }),
  'cms-save-offline': entry({
    message: () => 'Nada foi salvo: este aparelho está sem conexão com a internet.',
    hint: () => 'Suas alterações continuam aqui. Quando a conexão voltar, clique em Publicar de novo.',
  }),
  'cms-save-unanswered': entry({
    message: () => 'Nada foi salvo: o GitHub não respondeu.',
    hint: () =>
      'A internet deste aparelho está funcionando, mas o pedido ao GitHub ficou sem resposta (uma rede que bloqueia o GitHub, ou uma falha passageira). Suas alterações continuam aqui; tente de novo em alguns minutos.',
  }),
  'cms-save-blocked': entry<{ address: string }>({
    message: () => 'Nada foi salvo: o próprio editor bloqueou o envio, por uma regra de segurança do site.',
    hint: ({ address }) =>
      `O erro é do site, não seu: suas alterações continuam aqui. Avise quem cuida do site, com esta mensagem (pedido bloqueado: ${address}).`,
  }),
  'cms-save-local-down': entry({
    message: () => 'Nada foi salvo: o servidor local do CMS não respondeu.',
    hint: () =>
      'Veja se o "npm run cms" ainda está rodando no terminal (se parou, rode-o de novo); suas alterações continuam aqui, e depois é só clicar em Publicar de novo.',
  }),
  'cms-save-signed-out': entry({
    message: () => 'Nada foi salvo: a sua entrada no GitHub não vale mais.',
    hint: () =>
      'Suas alterações ficam guardadas neste navegador. Saia (no menu da sua conta, no alto) e entre de novo; ao abrir esta página, continue de onde parou.',
  }),
  'cms-save-forbidden': entry({
    message: () =>
      'Nada foi salvo: o GitHub recusou a gravação (a sua conta não pode gravar no repositório do site, ou fez pedidos demais em pouco tempo).',
    hint: () =>
      'Suas alterações continuam aqui. Tente de novo em alguns minutos; se continuar, peça a quem cuida do site para dar à sua conta acesso de escrita ao repositório.',
  }),
  'cms-save-not-found': entry({
    message: () => 'Nada foi salvo: o GitHub não encontrou o repositório ou o ramo do site.',
    hint: () =>
      'Suas alterações continuam aqui. Avise quem cuida do site: o repositório pode ter mudado de nome ou de dono.',
  }),
  'cms-save-host-down': entry({
    message: () => 'Nada foi salvo: o GitHub não respondeu como deveria.',
    hint: () => 'Suas alterações continuam aqui; tente de novo em alguns minutos.',
  }),
  'cms-save-failed': entry<{ detail: string }>({
    message: () => 'Nada foi salvo.',
    hint: ({ detail }) =>
      `Suas alterações continuam aqui; tente de novo. Se não der, avise a equipe de desenvolvimento com esta mensagem: ${detail}`,
  }),
  'cms-other-page': entry<{ title: string }>({
    message: ({ title }) => `Página "${title}"`,
    hint: () => '',
  }),
  'cms-dismiss': label(
    'Fechar',
    'Fecha este aviso; o que está marcado em vermelho continua marcado até ser corrigido.',
  ),
  'cms-show-field': label('Mostrar', 'Abre e mostra o campo no formulário.'),
  'cms-delete-photo': label(
    'Apagar a foto',
    'Tira a foto da biblioteca; ela pode ser trazida de volta em Fotos apagadas, na lista de páginas.',
  ),
  'cms-keep-photo': label('Manter'),
};
