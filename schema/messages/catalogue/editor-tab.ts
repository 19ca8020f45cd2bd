import { entry } from './entry.ts';

/**
 * What /admin/ says instead of starting where it would be within another page's reach
 * (admin/tab/where.ts): inside a frame, in a window another page opened, or away from its own address.
 */
export const editorTabMessages = {
  'cms-framed': entry({
    message: () => 'O editor do site não abre dentro de outra página.',
    hint: () =>
      'Por segurança, ele só funciona numa aba só dele, que nenhuma outra página alcança. Abra o editor numa aba nova pelo link abaixo.',
  }),
  'cms-opened-by-page': entry({
    message: () => 'O editor do site foi aberto por outra página.',
    hint: () =>
      'Por segurança, ele só funciona numa aba que nenhuma outra página abriu, porque a página que abre uma aba pode mexer nela. Abra o editor numa aba nova pelo link abaixo.',
  }),
  'cms-moved': entry<{ address: string }>({
    message: ({ address }) => `O editor do site fica no endereço dele: ${address}.`,
    hint: () =>
      'Ali as páginas do site não rodam, e nada delas alcança o editor. Levando você até lá; se a página não mudar sozinha, use o link abaixo.',
  }),
  'cms-open-own-tab': entry({ message: () => 'Abrir o editor numa aba só dele', hint: () => '' }),
};
