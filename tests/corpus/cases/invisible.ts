import { edit, localPhoto, type CorpusCase } from './edits.ts';

const pasted =
  'Esse caractere costuma vir de texto colado de outro programa. Apague o trecho em volta desse ponto e digite-o de novo, ou cole o texto como texto simples (Ctrl+Shift+V).';
const unseen = (name: string, before: string) =>
  `Há ${name} no texto, logo depois de "${before}": ele não se vê, mas iria para o site. → ${pasted}`;

/** The home page's title, `Início`, with `character` written (raw, or as a YAML escape) after its third letter. */
const inTitle = (character: string) => edit('pages/home.yaml', 'title: Início', `title: "Iní${character}cio"`);

/**
 * Characters that change a text without being seen (control characters, line and paragraph separators,
 * bidirectional marks), in every kind of field an editor fills, raw in the file or as a YAML escape.
 */
export const invisibleCharacterCases: CorpusCase[] = [
  ...(
    [
      ['a NUL, as a YAML escape', '\\0', 'um caractere invisível de controle (U+0000)'],
      ['a bell, raw', '\u0007', 'um caractere invisível de controle (U+0007)'],
      ['a carriage return, as a YAML escape', '\\r', 'um retorno de carro (U+000D, a quebra de linha do Windows)'],
      ['a DEL, raw', '\u007f', 'um caractere invisível de controle (U+007F)'],
      ['a C1 control (NEL), raw', '\u0085', 'um caractere invisível de controle (U+0085)'],
      ['a C1 control (CSI), as a YAML escape', '\\x9b', 'um caractere invisível de controle (U+009B)'],
      ['a line separator, raw', '\u2028', 'um separador de linha invisível (U+2028)'],
      ['a paragraph separator, as a YAML escape', '\\P', 'um separador de parágrafo invisível (U+2029)'],
      ['a right-to-left override, raw', '\u202e', 'uma marca de direção de texto invisível (U+202E)'],
      ['a left-to-right isolate, as a YAML escape', '\\u2066', 'uma marca de direção de texto invisível (U+2066)'],
    ] as const
  ).map(([name, character, words]) => ({
    name: `${name} in a title`,
    breakIt: inTitle(character),
    expected: [`content/pages/home.yaml:2:8 ${unseen(words, 'Iní')}`],
  })),
  // Where a field allows no such character: one-line texts, paragraphs, labels, addresses, a phone.
  ...(
    [
      [
        'a tab inside a one-line text',
        'pages/home.yaml',
        'title: Grupo Teste',
        'title: "Grupo\\tTeste"',
        '6:12',
        'um TAB (tabulação, U+0009)',
        'Grupo',
      ],
      [
        'a tab in a paragraph',
        'site.yaml',
        'blurb: Um texto sobre o grupo.',
        'blurb: "Um texto\\tsobre o grupo."',
        '25:10',
        'um TAB (tabulação, U+0009)',
        'Um texto',
      ],
      // A paragraph may hold line breaks: the other character is the one named.
      [
        'a terminal escape in a paragraph that also has a line break',
        'pages/home.yaml',
        'description: A página inicial.',
        'description: "A página\\n inicial\\e[2J."',
        '3:14',
        'um caractere invisível de controle (U+001B)',
        'A página\\n inicial',
      ],
      [
        'a bidirectional override in a link address',
        'pages/servicos.yaml',
        'href: https://www.exemplo.com.br/',
        'href: "https://www.exemplo.com.br/\\u202Efdp.exe"',
        '43:15',
        'uma marca de direção de texto invisível (U+202E)',
        'https://www.exemplo.com.br/',
      ],
      // The phone pattern's spaces let a tab through: it would be shown in the footer as written.
      [
        'a tab in a phone number',
        'site.yaml',
        'phone: (11) 0000-0000',
        'phone: "(11)\\t0000-0000"',
        '6:10',
        'um TAB (tabulação, U+0009)',
        '(11)',
      ],
    ] as const
  ).map(([name, file, from, to, place, words, before]) => ({
    name,
    breakIt: edit(file, from, to),
    expected: [`content/${file}:${place} ${unseen(words, before)}`],
  })),
  {
    name: 'a line break in a one-line text',
    breakIt: edit('pages/home.yaml', 'title: Grupo Teste', 'title: |-\n      Grupo\n      Teste'),
    expected: [
      'content/pages/home.yaml:6:12 Há uma quebra de linha (U+000A) no texto, logo depois de "Grupo", e este campo é de uma linha só. → Junte o texto numa linha só, com um espaço no lugar da quebra.',
    ],
  },
  {
    name: 'line breaks in a paragraph (valid)',
    breakIt: edit('pages/home.yaml', 'description: A página inicial.', 'description: |-\n  A página\n\n  inicial.'),
    expected: [],
  },
  {
    name: 'a bidirectional override in a photo description',
    breakIt: (ws) => {
      localPhoto()(ws);
      edit('pages/servicos.yaml', 'alt: Uma foto', 'alt: "Uma \\u202Eotof"')(ws);
    },
    expected: [
      `content/pages/servicos.yaml:34:12 ${unseen('uma marca de direção de texto invisível (U+202E)', 'Uma ')}`,
    ],
  },
  {
    name: 'a bidirectional isolate at the start of a button label',
    breakIt: edit('pages/servicos.yaml', 'label: Agendar', 'label: "\\u2067Agendar"'),
    expected: [
      `content/pages/servicos.yaml:40:16 Há uma marca de direção de texto invisível (U+2067) no começo do texto: ele não se vê, mas iria para o site. → ${pasted}`,
    ],
  },
  {
    name: 'a control character in a photo file name',
    breakIt: localPhoto('"images/foto\\x85.jpg"'),
    expected: [
      `content/pages/servicos.yaml:33:12 ${unseen('um caractere invisível de controle (U+0085)', 'images/foto')}`,
    ],
  },
  {
    name: 'an emoji made of several characters joined by U+200D (valid)',
    breakIt: edit('pages/home.yaml', 'title: Início', 'title: Início 👩‍⚕️'),
    expected: [],
  },
  {
    // Messages and code frames show what the editor wrote, and never let a character act on the screen.
    name: 'a terminal escape in a key is shown by its code',
    breakIt: edit('pages/home.yaml', 'title: Início', 'title: Início\nti\u001b[2Jtle: Outro'),
    expected: [
      'content/pages/home.yaml:3:1 O campo "ti\\u001b[2Jtle" não existe aqui. → Campos aceitos aqui: path, title, description, company, sharePhoto, schedule, sections. Se o campo é de outro bloco, confira o recuo (os espaços no começo da linha).',
    ],
  },
];
