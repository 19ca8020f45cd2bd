import { plural } from '../words.ts';
import { entry } from './entry.ts';

/**
 * The editor's search (admin/search/): what it is doing, what it found and where, or why nothing.
 * Read by the editor only, so never a key or a code.
 */
export const searchMessages = {
  'cms-search-loading': entry<{ term: string }>({
    message: ({ term }) => `Procurando “${term}”…`,
    hint: () => '',
  }),
  'cms-search-found': entry<{ term: string; places: number; entries: number }>({
    message: ({ term, places, entries }) =>
      `“${term}” aparece em ${plural(places, 'lugar', 'lugares')}, ${entries === 1 ? 'de uma entrada' : `de ${entries} entradas`}.`,
    hint: () => 'Escolha um lugar para abrir a entrada com esse campo à vista.',
  }),
  'cms-search-none': entry<{ term: string }>({
    message: ({ term }) => `Nada encontrado para “${term}”.`,
    hint: () =>
      'A busca lê todo o texto das páginas, das configurações do site e das empresas, sem diferença de acentos ou de maiúsculas, e acha as palavras que começam como o que foi digitado. Confira a grafia, ou procure só o começo de uma palavra.',
  }),
  'cms-search-failed': entry({
    message: () => 'Não foi possível procurar agora.',
    hint: () => 'Confira a conexão e procure de novo.',
  }),
};
