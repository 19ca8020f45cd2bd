import { entry, label } from './entry.ts';

/** Which entry a sentence is about: a page, or one of the two settings files. */
export type EntryKind = 'page' | 'site' | 'companies';

/**
 * The words of the CMS's own screens: the preview beside the form, the phone's switch between the
 * two, the icon picker, and how a sentence names the entry open and a moment just past.
 */
export const screenMessages = {
  'cms-preview-show': label('Ver a prévia'),
  'cms-preview-back': label('Voltar ao formulário'),
  'cms-preview-site-unread': label('A prévia não pôde ler o site.'),
  'cms-preview-needs-settings': label('A prévia precisa de site.yaml e companies.yaml válidos.'),
  'cms-preview-needs-other': entry<{ file: string }>({
    message: ({ file }) => `A prévia precisa de ${file} válido.`,
    hint: () => '',
  }),
  'cms-preview-settings-refused': label('Assim o site não é publicado; corrija:'),
  'cms-preview-settings-page': label('Aqui ficam as seções de cada página; o cabeçalho e o rodapé são os de todas.'),
  'cms-preview-page-problems': label('Problemas da página:'),
  'cms-preview-section-failed': entry<{ position: number }>({
    message: ({ position }) => `A seção ${position} não pôde ser mostrada.`,
    hint: () => '',
  }),
  'cms-preview-section-problems': entry<{ position: number }>({
    message: ({ position }) => `A seção ${position} tem problemas e não aparece no site assim:`,
    hint: () => '',
  }),
  'cms-icon-close': label('Fechar os ícones'),
  'cms-icon-change': label('Trocar o ícone'),
  'cms-icon-choose': label('Escolher um ícone'),
  'cms-icon-none': label('Nenhum ícone escolhido'),
  'cms-icon-none-short': label('nenhum'),
  'cms-icon-search': label('Procurar um ícone pelo nome'),
  'cms-icon-search-placeholder': label('Procurar pelo nome…'),
  'cms-icon-choices': label('Ícones'),
  'cms-icon-not-found': entry<{ search: string }>({
    message: ({ search }) => `Nenhum ícone com “${search}” no nome.`,
    hint: () => '',
  }),
  'cms-entry-what': entry<{ kind: EntryKind }>({
    message: ({ kind }) =>
      kind === 'site' ? 'as configurações do site' : kind === 'companies' ? 'as empresas' : 'esta página',
    hint: () => '',
  }),
  'cms-just-now': label('agora há pouco'),
};
