import { entry } from './entry.ts';

const label = (text: string, hint = '') => entry({ message: () => text, hint: () => hint });

/**
 * What the CMS says after Publicar, while it follows the change to the live site (admin/live/):
 * publishing, live and where, failed with the reason and what to do, late with where to look; on
 * this machine (`npm run cms`), what is true there. And the undo of a change just published.
 */
export const publishingMessages = {
  'cms-live-publications': label('Publicações', 'O que você publicou nesta visita, e se já está no ar.'),
  'cms-live-publications-close': label('Fechar a lista'),
  'cms-live-publishing': label('Publicando… (leva cerca de 1 minuto)'),
  'cms-live-on-air': entry<{ time: string }>({
    message: ({ time }) => `No ar desde ${time}`,
    hint: () => '',
  }),
  'cms-live-see-page': label('ver a página'),
  'cms-live-failed': entry({
    message: () => 'A publicação falhou: o site continua com a versão anterior.',
    hint: () =>
      'Se o motivo for um problema do conteúdo, corrija-o e publique de novo. Se não for, publique de novo em alguns minutos; se falhar outra vez, avise quem cuida do site.',
  }),
  'cms-live-failed-check': entry<{ name: string }>({
    message: ({ name }) => `A verificação “${name}” falhou.`,
    hint: () => '',
  }),
  'cms-live-failed-content': label('O conteúdo tem problemas que impedem a geração do site:'),
  'cms-live-see-details': label('ver os detalhes'),
  'cms-live-late': entry({
    message: () => 'Ainda não está no ar.',
    hint: () =>
      'A publicação está demorando mais que o normal. O andamento fica no GitHub, na página desta alteração; se algo falhou, quem cuida do site vê ali o motivo.',
  }),
  'cms-live-see-on-github': label('ver no GitHub'),
  'cms-live-local': entry({
    message: () => 'Salvo nos arquivos deste computador.',
    hint: () =>
      'Já aparece na prévia ao vivo. Vai para o site publicado quando estes arquivos forem enviados ao repositório.',
  }),
  'cms-live-see-preview': label('ver na prévia ao vivo'),
  'cms-live-published-at': entry<{ when: string }>({
    message: ({ when }) => `publicado ${when}`,
    hint: () => '',
  }),
  'cms-live-summary-publishing': label('Publicando…'),
  'cms-live-summary-live': label('No ar'),
  'cms-live-summary-failed': label('A publicação falhou'),
  'cms-live-summary-late': label('Ainda não está no ar'),
  'cms-live-summary-local': label('Salvo neste computador'),
  'cms-live-undo': label('Desfazer', 'Publica de novo a versão que esta alteração substituiu.'),
  'cms-commit-undone': entry<{ subject: string }>({
    message: ({ subject }) => `Desfeito: ${subject}`,
    hint: () => '',
  }),
};
