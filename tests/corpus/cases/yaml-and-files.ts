import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { edit, replaceFile, type CorpusCase } from './edits.ts';

/** YAML that parses into something else, files too large or missing, and files where they do not belong. */
export const yamlAndFileCases: CorpusCase[] = [
  {
    name: 'malformed e-mail',
    breakIt: edit('site.yaml', 'email: contato@exemplo.com.br', 'email: contato(arroba)exemplo'),
    expected: [
      'content/site.yaml:7:10 "contato(arroba)exemplo" não é um e-mail válido. → Escreva um e-mail completo, ex.: "contato@grupoinvero.com.br".',
    ],
  },
  {
    name: 'bad indentation',
    breakIt: edit('pages/home.yaml', '    buttons:', '   buttons:'),
    expected: [
      'content/pages/home.yaml:7:1 O recuo desta linha (os espaços no começo) não combina com o das linhas de cima. → Alinhe esta linha com as outras do mesmo bloco, usando espaços.',
    ],
  },
  {
    name: 'missing colon after a key',
    breakIt: edit('pages/home.yaml', 'description: A página inicial.', 'description A página inicial.'),
    expected: [
      'content/pages/home.yaml:3:1 Esta linha não está no formato "nome: valor": falta ":" depois do nome do campo, ou o recuo está errado. → Escreva dois-pontos e um espaço depois do nome do campo, ex.: "description: Um texto.", e confira o recuo.',
    ],
  },
  {
    name: 'unquoted colon in a text',
    breakIt: edit('site.yaml', 'tagline: Uma frase de teste.', 'tagline: Missão: uma frase: de teste.'),
    expected: [
      'content/site.yaml:3:12 Este texto tem ": " (dois-pontos e espaço) no meio, e o YAML o confundiu com um novo campo. → Coloque o texto inteiro entre aspas: tagline: "Missão: uma frase: de teste.".',
    ],
  },
  {
    name: 'look-alike letter in a key',
    breakIt: edit('pages/home.yaml', '    title: Grupo Teste', '    tіtle: Grupo Teste'),
    expected: [
      'content/pages/home.yaml:6:5 O campo "tіtle" não existe aqui. → Você quis dizer "title"? O nome tem uma letra que parece, mas não é, a do alfabeto comum (de outro alfabeto ou com acento): apague-o e digite de novo.',
    ],
  },
  {
    name: 'UTF-8 byte-order mark and CRLF line ends (valid)',
    breakIt: (ws) => ws.write('site.yaml', `\uFEFF${ws.read('site.yaml').replace(/\n/g, '\r\n')}`),
    expected: [],
  },
  {
    name: 'bytes that are not UTF-8',
    breakIt: (ws) =>
      ws.write(
        'pages/home.yaml',
        Buffer.concat([Buffer.from('path: /\ntitle: In'), Buffer.from([0xed, 0x63]), Buffer.from('io\n')]),
      ),
    expected: [
      'content/pages/home.yaml:2:10 O arquivo não está em UTF-8: há um caractere ilegível nesta linha. → No seu editor, salve o arquivo com a codificação "UTF-8" e confira os acentos desta linha.',
    ],
  },
  {
    name: 'billion laughs',
    breakIt: replaceFile(
      'pages/home.yaml',
      [
        'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
        ...'bcdefghi'.split('').map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`),
      ].join('\n') + '\n',
    ),
    expected: [
      'content/pages/home.yaml:1:7 Este arquivo usa uma âncora do YAML (&nome), que o site não aceita. → Apague a âncora e escreva o conteúdo por extenso em cada lugar.',
    ],
  },
  {
    name: 'merge key',
    breakIt: edit(
      'pages/home.yaml',
      '      - label: Fale Conosco\n        action: notice',
      '      - <<: {label: Fale Conosco}\n        action: notice',
    ),
    expected: [
      'content/pages/home.yaml:8:9 A chave de mesclagem "<<" do YAML não é aceita. → Escreva os campos por extenso neste bloco.',
    ],
  },
  {
    name: 'two documents in one file',
    breakIt: edit('companies.yaml', 'companies:', '---\ncompanies: []\n---\ncompanies:'),
    expected: [
      'content/companies.yaml:3:1 O arquivo tem mais de um documento: há uma linha "---" ou "..." no meio dele. → Apague essa linha e deixe todo o conteúdo num só documento.',
    ],
  },
  {
    name: 'menu link longer than the header holds',
    breakIt: edit('site.yaml', '- label: Serviços', '- label: Serviços de higienização e manutenção'),
    expected: [
      'content/site.yaml:14:14 O texto de "label" é longo demais: tem 37 caracteres, e o máximo é 24. → Encurte o texto; os detalhes podem ir numa descrição.',
    ],
  },
  {
    name: 'single 50 KB string',
    breakIt: edit('pages/servicos.yaml', 'description: Uma descrição.', `description: ${'a'.repeat(50_000)}`),
    expected: [
      'content/pages/servicos.yaml:11:22 O texto de "description" é longo demais: tem 50000 caracteres, e o máximo é 180. → Encurte o texto; os detalhes podem ir numa descrição.',
    ],
  },
  {
    name: 'file over 1 MB',
    breakIt: (ws) => ws.write('pages/servicos.yaml', `${ws.read('pages/servicos.yaml')}# ${'x'.repeat(1_048_576)}\n`),
    expected: [
      'content/pages/servicos.yaml:1:1 O arquivo é grande demais: tem 1025 KB, e o limite é 83 KB. → Um arquivo de conteúdo tem poucos KB; provavelmente algo foi colado por engano. Desfaça a última alteração.',
    ],
  },
  {
    name: 'missing site.yaml',
    breakIt: (ws) => ws.remove('site.yaml'),
    expected: [
      'content/site.yaml:1:1 O arquivo site.yaml não existe. → Ele é obrigatório: recupere-o do histórico (git) ou crie-o de novo.',
    ],
  },
  {
    name: 'missing content folder',
    breakIt: (ws) => ws.remove(''),
    expected: [
      'content:1:1 A pasta de conteúdo não foi encontrada. → Ela precisa existir ao lado de package.json, com site.yaml, companies.yaml e a pasta pages/.',
    ],
  },
  {
    name: 'missing pages folder',
    breakIt: (ws) => ws.remove('pages'),
    expected: [
      'content/pages:1:1 A pasta pages/ não existe. → Ela guarda um arquivo .yaml para cada página do site; recupere-a do histórico (git).',
    ],
  },
  {
    name: 'a folder where companies.yaml should be',
    breakIt: (ws) => {
      ws.remove('companies.yaml');
      mkdirSync(path.join(ws.contentDir, 'companies.yaml'));
    },
    expected: [
      'content/companies.yaml:1:1 content/companies.yaml é uma pasta, e o site só lê arquivos comuns. → Há uma pasta onde deveria estar um arquivo: renomeie a pasta ou tire-a daqui.',
    ],
  },
  {
    name: 'page saved as .yml',
    breakIt: (ws) => {
      ws.write('pages/contato.yml', ws.read('pages/servicos.yaml'));
    },
    expected: [
      'content/pages/contato.yml:1:1 Este arquivo não é lido: as páginas precisam terminar em ".yaml". → Renomeie-o para "contato.yaml", ou apague-o se não for uma página.',
    ],
  },
  {
    name: 'stray YAML file at the top',
    breakIt: replaceFile('pagina.yaml', 'path: /nova\n'),
    expected: [
      'content/pagina.yaml:1:1 Este arquivo não é lido pelo site. → Os arquivos lidos são site.yaml, companies.yaml e as páginas em pages/. Se for uma página, mova-o para a pasta pages/.',
    ],
  },
];
