import { entry } from './entry.ts';

/** A page's weight in the words of its reader: the KB it has and the KB of one round trip. */
interface Weight {
  /** The page's address, for the reader of the build's report (the CMS's editor has it open). */
  page: string;
  /** Its compressed HTML, and what arrives in one round trip, in KB: "13,4", "12,9". */
  size: string;
  room: string;
}

/**
 * What the build and the CMS say of a page that its content made heavy: it is published all the
 * same (docs/decisoes/o-peso-de-uma-pagina-o-que-e-de-quem-desenvolve.md, "O peso de uma página: o que é de quem desenvolve e o que é de quem edita"),
 * and it opens more slowly on a phone; what makes it lighter. Never a refusal.
 */
export const pageWeightMessages = {
  'page-past-round-trip': entry<Weight>({
    message: ({ page, size, room }, to) =>
      `${to.form ? 'Esta página' : `A página ${page}`} passou do que um celular recebe de uma vez: tem ${size} KB compactados, e a primeira ida e volta da conexão traz ${room} KB.`,
    hint: () =>
      'Ela é publicada assim mesmo. Só demora um pouco mais para aparecer num celular, que espera uma segunda ida e volta pelo resto. Para que abra de uma vez, encurte os textos mais longos ou divida o conteúdo em duas páginas.',
  }),
  'page-photos-heavy': entry<{ page: string; size: string; most: string }>({
    message: ({ page, size, most }) => `As fotos da página ${page} somam ${size} KB, mais que ${most} KB.`,
    hint: () =>
      'Ela é publicada assim mesmo. Num celular, as fotos demoram mais a chegar: para que a página fique mais leve, use menos fotos nela.',
  }),
  'cms-page-long': entry({
    message: () => 'Página longa para o celular',
    hint: () => 'A página pode ser publicada; clique para ver o que isso quer dizer.',
  }),
};
