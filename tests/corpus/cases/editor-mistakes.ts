import { edit, type CorpusCase } from './edits.ts';
import { replaceOnce } from '../workspace.ts';

/** YAML reserves these at the start of a text: the editor is told to quote it, at the symbol. */
const reservedSymbolMessage = (symbol: string) =>
  `content/pages/home.yaml:2:8 O texto começa com "${symbol}", um símbolo que o YAML reserva para outros usos. → Coloque o texto inteiro entre aspas: title: "${symbol}Promoção de verão".`;

/** Valid YAML that would publish other text than the editor typed, its look-alikes that stay valid, and mistakes whose generic words would point at the wrong cause. */
export const editorMistakeCases: CorpusCase[] = [
  // Valid YAML that would publish other text than the editor typed: refused, at the character that causes it.
  {
    name: 'text cut at # (unquoted)',
    breakIt: edit('pages/home.yaml', 'description: A página inicial.', 'description: Somos a empresa #1 do Brasil'),
    expected: [
      'content/pages/home.yaml:3:30 Neste texto sem aspas, " #" começa um comentário do YAML: tudo o que vem depois ficaria fora do site. → Coloque o texto inteiro entre aspas: description: "Somos a empresa #1 do Brasil".',
    ],
  },
  {
    name: 'list swallowed by its first item',
    breakIt: edit(
      'pages/servicos.yaml',
      '          - Um\n          - Dois',
      '         - Um\n          - Dois\n          - Três',
    ),
    expected: [
      'content/pages/servicos.yaml:14:11 Os itens da lista "features" viraram um só texto: o primeiro item está com menos recuo que os seguintes, e o YAML leu os outros como continuação dele. → Alinhe o "- " de todos os itens da lista: o mesmo número de espaços no começo de cada linha.',
    ],
  },
  {
    name: 'bullet pasted from a document',
    breakIt: edit('pages/servicos.yaml', '          - Um', '          - • Um'),
    expected: [
      'content/pages/servicos.yaml:13:13 O texto começa com "•", mas o site já desenha o marcador de cada item. → Apague o marcador e o espaço do começo: escreva só o texto.',
    ],
  },
  {
    name: 'a second dash before a list item',
    breakIt: edit('pages/servicos.yaml', '          - Um', '          - - Um'),
    expected: [
      'content/pages/servicos.yaml:13:13 O texto começa com "-", mas o site já desenha o marcador de cada item. → Apague o marcador e o espaço do começo: escreva só o texto.',
    ],
  },
  {
    name: 'curly quotes around a whole value',
    breakIt: edit('pages/home.yaml', 'title: Início', 'title: “Nosso time”'),
    expected: [
      'content/pages/home.yaml:2:8 O texto está entre aspas curvas (“…”), e elas apareceriam no site. → Apague-as (um texto não precisa de aspas) ou, se o texto tiver ": " ou " #", use aspas retas: "…".',
    ],
  },
  {
    name: 'page copied from another with only its path changed',
    breakIt: (ws) =>
      ws.write('pages/copia.yaml', replaceOnce(ws.read('pages/servicos.yaml'), 'path: /servicos', 'path: /copia')),
    expected: [
      'content/pages/copia.yaml:2:8 O título "Serviços" é igual ao da página content/pages/servicos.yaml (linha 2). → Cada página precisa de um título próprio, que aparece na aba do navegador e nos buscadores: escreva um título para esta página.',
      'content/pages/copia.yaml:3:14 Esta descrição é igual à da página content/pages/servicos.yaml (linha 3). → Cada página precisa de uma descrição própria, que os buscadores mostram abaixo do título: escreva uma para esta página.',
      'content/pages/servicos.yaml:2:8 O título "Serviços" é igual ao da página content/pages/copia.yaml (linha 2). → Cada página precisa de um título próprio, que aparece na aba do navegador e nos buscadores: escreva um título para esta página.',
      'content/pages/servicos.yaml:3:14 Esta descrição é igual à da página content/pages/copia.yaml (linha 3). → Cada página precisa de uma descrição própria, que os buscadores mostram abaixo do título: escreva uma para esta página.',
    ],
  },
  // The look-alikes that are what the editor meant stay valid.
  {
    name: 'quoted # in a text (valid)',
    breakIt: edit('pages/home.yaml', 'description: A página inicial.', 'description: "Somos a empresa #1 do Brasil"'),
    expected: [],
  },
  {
    name: '# in a >- block (valid)',
    breakIt: edit(
      'pages/home.yaml',
      'description: A página inicial.',
      'description: >-\n  Somos a empresa #1\n  do Brasil.',
    ),
    expected: [],
  },
  {
    name: 'curly quotes inside a text (valid)',
    breakIt: edit('pages/home.yaml', 'title: Início', 'title: O “Nosso time” é assim'),
    expected: [],
  },
  {
    name: 'a number that starts with a minus sign (valid)',
    breakIt: edit('pages/servicos.yaml', '          - Um', '          - -10% na primeira visita'),
    expected: [],
  },
  {
    name: 'a copied page with its own title and description (valid)',
    breakIt: (ws) =>
      ws.write(
        'pages/copia.yaml',
        ws
          .read('pages/servicos.yaml')
          .replace('path: /servicos', 'path: /copia')
          .replace('title: Serviços', 'title: Cópia')
          .replace('description: A página de serviços.', 'description: Outra página.'),
      ),
    expected: [],
  },
  // Mistakes whose generic words would point at the wrong cause.
  {
    name: 'list item one space off',
    breakIt: edit('pages/servicos.yaml', '          - Dois', '         - Dois'),
    expected: [
      'content/pages/servicos.yaml:14:10 Este item da lista "features" está com um recuo diferente do dos itens de cima. → Alinhe o "- " deste item exatamente embaixo do "- " dos outros itens: o mesmo número de espaços no começo da linha.',
    ],
  },
  {
    name: 'only the sections: line deleted',
    breakIt: edit('pages/home.yaml', 'sections:\n', ''),
    expected: [
      'content/pages/home.yaml:4:3 Esta lista não tem nome: falta, antes dela, a linha do campo a que ela pertence. → Escreva o nome do campo e dois-pontos numa linha logo acima da lista, com o recuo do bloco (numa página, "sections:").',
    ],
  },
  {
    name: 'a block pasted without its dash',
    breakIt: edit(
      'pages/servicos.yaml',
      '          - Dois\n',
      '          - Dois\n        icon: gem\n        title: Outro\n        description: Mais um.\n',
    ),
    expected: [
      'content/pages/servicos.yaml:15:9 O campo "icon" aparece de novo no mesmo item da lista "cards": parece o começo de um novo item sem o "- " na frente. → Se é um novo item, comece a linha com "- " alinhado com os outros itens ("- icon: …") e recue as linhas seguintes do item como as dos outros.',
    ],
  },
  {
    name: 'full address in to:',
    breakIt: edit('pages/servicos.yaml', 'href: https://www.exemplo.com.br/', 'to: https://wa.me/5511999998888'),
    expected: [
      'content/pages/servicos.yaml:43:13 "https://wa.me/5511999998888" não é um endereço de página válido. → Um endereço completo (https://…, mailto: ou tel:) vai em "href:", não em "to:": troque "to:" por "href:". O "to:" é só para páginas deste site, ex.: "/assessoria".',
    ],
  },
  {
    name: 'quotes inside quotes',
    breakIt: edit('pages/home.yaml', 'title: Início', 'title: "Nosso lema: "sorrir sempre"."'),
    expected: [
      'content/pages/home.yaml:2:21 Há aspas retas (") dentro de um texto que já está entre aspas retas: o YAML achou que o texto terminava aqui. → Use aspas simples por fora, title: \'Nosso lema: "sorrir sempre".\', ou troque as aspas de dentro por aspas curvas (“…”).',
    ],
  },
  ...['*', '&', '!', '%', '@', '`'].map((symbol) => ({
    name: `text starting with ${symbol}`,
    breakIt: edit('pages/home.yaml', 'title: Início', `title: ${symbol}Promoção de verão`),
    expected: [reservedSymbolMessage(symbol)],
  })),
  {
    name: 'non-breaking spaces as indentation',
    breakIt: edit('pages/home.yaml', '    title: Grupo Teste', '\u00a0\u00a0\u00a0\u00a0title: Grupo Teste'),
    expected: [
      'content/pages/home.yaml:6:1 Há um caractere invisível (espaço não separável, U+00A0) no recuo desta linha, e o YAML só aceita espaços comuns. → Apague os espaços do começo desta linha e digite-os de novo com a barra de espaço (esse caractere costuma vir de texto copiado da web).',
    ],
  },
  {
    name: 'page saved with a hidden .txt extension',
    breakIt: (ws) => {
      ws.write('pages/contabilidade.yaml.txt', ws.read('pages/servicos.yaml'));
    },
    expected: [
      'content/pages/contabilidade.yaml.txt:1:1 Este arquivo não é lido: as páginas precisam terminar em ".yaml". → Renomeie-o para "contabilidade.yaml", ou apague-o se não for uma página.',
    ],
  },
  // A phone field is one Brazilian number: anything else would make a broken tel: link.
  ...[
    [
      'two numbers in one field',
      '(11) 3456-7890 / (11) 99999-8888',
      'Escreva um número só (sem ramal): o site faz dele um link que liga para ele. ',
    ],
    [
      'a phone with an extension',
      '(11) 3456-7890 ramal 12',
      'Escreva um número só (sem ramal): o site faz dele um link que liga para ele. ',
    ],
    ['words where a phone belongs', 'a combinar', ''],
  ].map(([name, phone, oneNumber]) => ({
    name: name!,
    breakIt: edit('site.yaml', 'phone: (11) 0000-0000', `phone: ${phone}`),
    expected: [
      `content/site.yaml:6:10 "${phone}" não é um telefone que o site consiga discar. → ${oneNumber}Use o DDD e o número, ex.: "(11) 3456-7890" ou "(11) 98765-4321"; pode começar com +55.`,
    ],
  })),
  ...['(11) 98765-4321', '+55 11 3456-7890', '11 98765-4321'].map((phone) => ({
    name: `phone ${phone} (valid)`,
    breakIt: edit('site.yaml', 'phone: (11) 0000-0000', `phone: ${phone}`),
    expected: [],
  })),
];
