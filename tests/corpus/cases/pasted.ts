import { edit, type CorpusCase } from './edits.ts';

const retype =
  'Veio de um texto colado. Apague o trecho em volta desse ponto e digite-o de novo, ou cole como texto simples (Ctrl+Shift+V).';
const unseen = (name: string, before: string) =>
  `Há ${name} no texto, logo depois de "${before}": ele não se vê, mas muda o texto no site (quebra uma palavra, some da busca). → ${retype}`;

/**
 * What a paste from WhatsApp, Word or a PDF leaves in a text without being seen, raw in the file or as
 * a YAML escape: refused with its file and line, so a hand edit is held to the CMS's rule.
 */
export const pastedCharacterCases: CorpusCase[] = [
  ...(
    [
      ['a zero-width space, raw', 'Iní\u200bcio', 'um espaço de largura zero (U+200B)'],
      ['a zero-width space, as a YAML escape', 'Iní\\u200Bcio', 'um espaço de largura zero (U+200B)'],
      ['a soft hyphen, raw', 'Iní\u00adcio', 'um hífen invisível (U+00AD)'],
      ['a byte order mark, as a YAML escape', 'Iní\\uFEFFcio', 'uma marca de início de arquivo (BOM) (U+FEFF)'],
      ['a left-to-right mark, raw', 'Iní\u200ecio', 'uma marca de direção de texto (U+200E)'],
      ['a word joiner, as a YAML escape', 'Iní\\u2060cio', 'uma junção invisível de palavras (U+2060)'],
      [
        'a zero-width joiner between letters, raw',
        'Iní\u200dcio',
        'uma junção de largura zero fora de um emoji (U+200D)',
      ],
    ] as const
  ).map(([name, title, words]) => ({
    name: `${name} in a title`,
    breakIt: edit('pages/home.yaml', 'title: Início', `title: "${title}"`),
    expected: [`content/pages/home.yaml:2:8 ${unseen(words, 'Iní')}`],
  })),
  {
    name: 'a zero-width space in a paragraph, as WhatsApp pastes it',
    breakIt: edit('site.yaml', 'blurb: Um texto sobre o grupo.', 'blurb: "Um texto sobre a recu\\u200Bperação."'),
    expected: [`content/site.yaml:25:10 ${unseen('um espaço de largura zero (U+200B)', 'Um texto sobre a recu')}`],
  },
  {
    name: 'an emoji made of several, with its joiners (valid)',
    breakIt: edit('pages/home.yaml', 'title: Início', 'title: "Início 👩\u200d⚕️ e 👨🏽\u200d💻"'),
    expected: [],
  },
  {
    name: 'a non-breaking space (valid: it looks like a space, and the CMS makes it one)',
    breakIt: edit('pages/home.yaml', 'title: Início', 'title: "Início\u00a0já"'),
    expected: [],
  },
];
