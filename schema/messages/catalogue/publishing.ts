import { entry, label } from './entry.ts';

/**
 * What the CMS says after Publicar, while it follows the change to the live site (admin/going-live/):
 * publishing, live and where, failed with the reason (the content's problems, or the publishing
 * service's failure) and what to do — correct it, try again, undo —, late with where to look; on
 * this machine (`npm run cms`), what is true there. And the commits of an undo and of a retry.
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
  'cms-live-failed': entry<{ again: boolean; content: boolean }>({
    message: ({ again }) =>
      again
        ? 'A publicação falhou de novo: o site continua com a versão anterior.'
        : 'A publicação falhou: o site continua com a versão anterior.',
    hint: ({ again, content }) => {
      if (content)
        return 'O site não pôde ser gerado porque o conteúdo tem um problema, mostrado abaixo. Corrija-o e publique: a correção vai ao ar junto com esta mudança.';
      return again
        ? 'O serviço que publica o site falhou outra vez; o seu texto continua salvo. Tente de novo daqui a alguns minutos. Se falhar mais uma vez, avise quem cuida do site.'
        : 'O serviço que publica o site teve uma falha: não foi um problema no seu texto, que continua salvo. Tente de novo, e a mesma versão será publicada outra vez.';
    },
  }),
  'cms-live-fix': label('Corrigir', 'Abre o formulário neste campo.'),
  'cms-live-retry': label('Tentar de novo', 'Pede para publicar de novo esta mesma versão, sem mudar nada no texto.'),
  'cms-live-retrying': label('Publicando de novo… (leva cerca de 1 minuto)'),
  'cms-live-retry-refused': entry<{ offline: boolean }>({
    message: () => 'Não foi possível pedir uma nova publicação.',
    hint: ({ offline }) =>
      offline
        ? 'O navegador está sem conexão com a internet. Verifique a conexão e tente de novo.'
        : 'Tente de novo em alguns minutos. Se não der, avise quem cuida do site.',
  }),
  'cms-live-see-details': label('detalhes para quem cuida do site'),
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
  // When the editor sent the change: "publicado" only once the site carries it; until then, and when
  // publishing it failed, it is saved in the repository, not published.
  'cms-live-published-at': entry<{ when: string; live: boolean }>({
    message: ({ when, live }) => `${live ? 'publicado' : 'salvo'} ${when}`,
    hint: () => '',
  }),
  'cms-live-summary-publishing': label('Publicando…'),
  'cms-live-summary-live': label('No ar'),
  'cms-live-summary-failed': label('A publicação falhou'),
  'cms-live-summary-late': label('Ainda não está no ar'),
  'cms-live-summary-local': label('Salvo neste computador'),
  'cms-live-undo': label(
    'Desfazer esta mudança (volta ao que era antes)',
    'Publica de novo a versão que esta mudança substituiu.',
  ),
  'cms-commit-undone': entry<{ subject: string }>({
    message: ({ subject }) => `Desfeito: ${subject}`,
    hint: () => '',
  }),
  'cms-commit-published-again': entry<{ subject: string }>({
    message: ({ subject }) => `Publicado de novo, sem mudanças: ${subject}`,
    hint: () => '',
  }),
};
