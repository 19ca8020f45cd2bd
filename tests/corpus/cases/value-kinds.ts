import { edit, replaceFile, type CorpusCase } from './edits.ts';

/** A value of the wrong kind where another belongs: lists, texts, numbers, buttons and grids. */
export const valueKindCases: CorpusCase[] = [
  {
    name: 'list where a text belongs',
    breakIt: edit('pages/home.yaml', 'title: Início', 'title:\n  - Início\n  - Começo'),
    expected: [
      'content/pages/home.yaml:3:3 O campo "title" deveria ser um texto, mas é uma lista. → Escreva o texto na mesma linha, depois de "title: ".',
    ],
  },
  {
    name: 'text where a list belongs',
    breakIt: edit(
      'pages/servicos.yaml',
      '        features:\n          - Um\n          - Dois',
      '        features: Um, Dois',
    ),
    expected: [
      'content/pages/servicos.yaml:12:19 O campo "features" deveria ser uma lista (linhas começando com "- "), mas é o texto "Um, Dois". → Escreva cada item numa linha própria, começando com "- ", com dois espaços a mais de recuo.',
    ],
  },
  {
    name: 'number where text belongs',
    breakIt: edit('pages/home.yaml', 'title: Grupo Teste', 'title: 2024'),
    expected: [
      'content/pages/home.yaml:6:12 O campo "title" deveria ser um texto, mas o YAML leu o número 2024. → Coloque o valor entre aspas: title: "2024".',
    ],
  },
  {
    name: 'true where text belongs',
    breakIt: edit('pages/home.yaml', 'title: Grupo Teste', 'title: true'),
    expected: [
      'content/pages/home.yaml:6:12 O campo "title" deveria ser um texto, mas o YAML leu o valor true (verdadeiro/falso). → Coloque o valor entre aspas: title: "true".',
    ],
  },
  {
    name: '"no" is text in YAML 1.2 (valid)',
    breakIt: edit('pages/home.yaml', 'title: Grupo Teste', 'title: no'),
    expected: [],
  },
  {
    name: 'empty list where bullets belong',
    breakIt: edit('pages/servicos.yaml', '        features:\n          - Um\n          - Dois', '        features: []'),
    expected: [
      'content/pages/servicos.yaml:12:19 A lista "features" precisa de pelo menos 1 item, e tem 0. → Acrescente itens, cada um numa linha própria começando com "- ".',
    ],
  },
  {
    name: 'too many bullets',
    breakIt: edit(
      'pages/servicos.yaml',
      '          - Dois',
      '          - Dois\n          - Três\n          - Quatro\n          - Cinco\n          - Seis\n          - Sete',
    ),
    expected: ['content/pages/servicos.yaml:13:11 A lista "features" tem 7 itens, e o máximo é 6. → Remova 1 item.'],
  },
  {
    name: 'page with no sections',
    breakIt: edit('pages/home.yaml', 'sections:\n', 'sections: []\nx:\n'),
    expected: [
      'content/pages/home.yaml:4:11 A lista "sections" precisa de pelo menos 1 item, e tem 0. → Acrescente itens, cada um numa linha própria começando com "- ".',
      'content/pages/home.yaml:5:1 O campo "x" não existe aqui. → Campos aceitos aqui: path, title, description, company, sharePhoto, schedule, sections. Se o campo é de outro bloco, confira o recuo (os espaços no começo da linha).',
    ],
  },
  {
    name: 'file that is a list',
    breakIt: replaceFile('companies.yaml', '- id: servicos\n  name: Teste\n'),
    expected: [
      'content/companies.yaml:1:1 O arquivo deveria ser um bloco de campos ("nome: valor"), mas é uma lista. → Comece o arquivo com os campos, um por linha, sem "- " na frente.',
    ],
  },
  {
    name: 'button with two actions',
    breakIt: edit('pages/home.yaml', '        action: notice', '        action: notice\n        to: /servicos'),
    expected: [
      'content/pages/home.yaml:8:9 O botão diz mais de uma coisa a fazer. → Deixe só uma destas linhas: "action: notice" (mostra o aviso), "to: /pagina" (abre uma página do site) ou "href: https://…" (abre outro site).',
    ],
  },
  {
    name: 'button with no action',
    breakIt: edit(
      'pages/home.yaml',
      '      - label: Fale Conosco\n        action: notice',
      '      - label: Fale Conosco',
    ),
    expected: [
      'content/pages/home.yaml:8:9 O botão não diz o que faz. → Acrescente uma destas linhas: "action: notice" (mostra o aviso), "to: /pagina" (abre uma página do site) ou "href: https://…" (abre outro site).',
    ],
  },
  {
    name: 'misspelt notice action',
    breakIt: edit('pages/home.yaml', 'action: notice', 'action: notica'),
    expected: [
      'content/pages/home.yaml:9:17 O valor "notica" não é aceito em "action". → Você quis dizer "notice"? O único valor aceito é "notice".',
    ],
  },
  {
    name: 'grid with both cards and companies',
    breakIt: edit('pages/home.yaml', '    linkLabel: Saiba Mais', '    linkLabel: Saiba Mais\n    cards: []'),
    expected: [
      'content/pages/home.yaml:10:5 A grade precisa de "cards" (cartões escritos aqui) ou de "companies" (empresas de companies.yaml), e não dos dois. → Deixe só uma das duas listas nesta seção.',
      'content/pages/home.yaml:15:12 A lista "cards" precisa de pelo menos 1 item, e tem 0. → Acrescente itens, cada um numa linha própria começando com "- ".',
    ],
  },
  {
    name: 'company grid without link label',
    breakIt: edit('pages/home.yaml', '    linkLabel: Saiba Mais\n', ''),
    expected: [
      'content/pages/home.yaml:10:5 Falta o campo "linkLabel", o texto do link de cada cartão de empresa. → Acrescente, por exemplo, "linkLabel: Saiba Mais" nesta seção.',
    ],
  },
  {
    name: 'step number that is not a number',
    breakIt: edit('pages/servicos.yaml', '      - title: Inspeção', '      - number: um\n        title: Inspeção'),
    expected: [
      'content/pages/servicos.yaml:18:17 "um" não é um número de etapa. → Escreva só algarismos entre aspas, ex.: number: "01". Ou apague a linha: a ordem da lista numera as etapas.',
    ],
  },
];
