import { edit, replaceFile, type CorpusCase } from './edits.ts';

/** YAML an editor breaks by typing: quotes, tabs, keys, empty values and files. */
export const yamlSyntaxCases: CorpusCase[] = [
  {
    name: 'unclosed quote',
    breakIt: edit('site.yaml', 'hours: "Seg - Sex: 8h às 18h"', 'hours: "Seg - Sex: 8h às 18h'),
    expected: [
      'content/site.yaml:8:10 As aspas abertas aqui não foram fechadas. → Feche as aspas no fim do texto, na mesma linha: "…".',
    ],
  },
  {
    name: 'tab in indentation',
    breakIt: edit('pages/home.yaml', '    title: Grupo Teste', '\ttitle: Grupo Teste'),
    expected: [
      'content/pages/home.yaml:6:1 Há um TAB no recuo desta linha, e o YAML só aceita espaços. → Apague o TAB e use espaços: dois para cada nível de recuo.',
    ],
  },
  {
    name: 'duplicate key',
    breakIt: edit('pages/home.yaml', 'title: Início\n', 'title: Início\ntitle: Outro título\n'),
    expected: [
      'content/pages/home.yaml:3:1 O campo "title" aparece duas vezes no mesmo bloco. → Apague uma das duas linhas (ou junte o que elas dizem numa só).',
    ],
  },
  {
    name: 'misspelt key',
    breakIt: edit('pages/home.yaml', '    title: Grupo Teste', '    titel: Grupo Teste'),
    expected: ['content/pages/home.yaml:6:5 O campo "titel" não existe aqui. → Você quis dizer "title"?'],
  },
  {
    name: 'unknown key with no close match',
    breakIt: edit('pages/home.yaml', '    title: Grupo Teste', '    title: Grupo Teste\n    background: azul'),
    expected: [
      'content/pages/home.yaml:7:5 O campo "background" não existe aqui. → Campos aceitos aqui: type, eyebrow, title, subtitle, text, buttons, highlights, schedule. Se o campo é de outro bloco, confira o recuo (os espaços no começo da linha).',
    ],
  },
  {
    name: 'key indented into the wrong block',
    breakIt: edit('pages/servicos.yaml', '      height: 800', '      height: 800\n      title: Ambiente'),
    expected: [
      'content/pages/servicos.yaml:37:7 O campo "title" não existe aqui. → Campos aceitos aqui: src, alt, width, height, focus. Se o campo é de outro bloco, confira o recuo (os espaços no começo da linha).',
    ],
  },
  {
    name: 'text where a number belongs',
    breakIt: edit('pages/servicos.yaml', 'width: 1200', 'width: grande'),
    expected: [
      'content/pages/servicos.yaml:35:14 O campo "width" deveria ser um número, mas é o texto "grande". → Escreva só algarismos depois de "width: ", sem aspas.',
    ],
  },
  {
    name: 'missing required field',
    breakIt: edit('pages/home.yaml', 'description: A página inicial.\n', ''),
    expected: [
      'content/pages/home.yaml:1:1 Falta o campo obrigatório "description". → Acrescente uma linha "description: …" neste bloco. (description: Resumo da página para buscadores e redes sociais (até ~160 caracteres).)',
    ],
  },
  {
    name: 'missing field deep in a list',
    breakIt: edit('pages/servicos.yaml', '        description: Primeiro passo.\n', ''),
    expected: [
      'content/pages/servicos.yaml:18:9 Falta o campo obrigatório "description". → Acrescente uma linha "description: …" neste bloco. (description: O que acontece nesta etapa.)',
    ],
  },
  {
    name: 'empty value',
    breakIt: edit('pages/home.yaml', 'title: Início', 'title:'),
    expected: [
      'content/pages/home.yaml:2:1 O campo "title" está vazio. → Escreva o texto na mesma linha, depois de "title: ".',
    ],
  },
  {
    name: 'empty quoted text',
    breakIt: edit('pages/home.yaml', 'title: Início', 'title: "  "'),
    expected: ['content/pages/home.yaml:2:8 O campo "title" está vazio. → Escreva o texto depois de "title:".'],
  },
  {
    name: 'empty file',
    breakIt: replaceFile('companies.yaml', ''),
    expected: [
      'content/companies.yaml:1:1 O arquivo está vazio. → Desfaça a alteração que apagou o conteúdo (no git ou no seu editor), ou escreva o conteúdo dele.',
    ],
  },
  {
    name: 'file of comments only',
    breakIt: replaceFile('pages/home.yaml', '# só um comentário\n'),
    expected: [
      'content/pages/home.yaml:1:1 O arquivo está vazio. → Desfaça a alteração que apagou o conteúdo (no git ou no seu editor), ou escreva o conteúdo dele.',
    ],
  },
];
