import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { maxImageBytes } from '../../schema/load/images.ts';
import { sectionTypes } from '../../schema/sections/index.ts';
import { appendTo, edit, localPhoto, replaceFile, withFile, type CorpusCase } from './cases/edits.ts';
import { editorsCases } from './cases/editors.ts';
import { reservedAddressCases } from './cases/addresses.ts';
import { fileNameCases } from './cases/file-names.ts';
import { specialFileCases } from './cases/files.ts';
import { invisibleCharacterCases } from './cases/invisible.ts';
import { lineEndCases } from './cases/line-ends.ts';
import { linkCases } from './cases/links.ts';
import { pastedCharacterCases } from './cases/pasted.ts';
import { photoFileCases } from './cases/photos.ts';
import { placeCases } from './cases/places.ts';
import { scheduleCases } from './cases/schedule.ts';
import { replaceOnce } from './workspace.ts';

// The registry grows (npm run new:section); messages that list every type follow it.
const allTypes = sectionTypes.join(', ');

/** YAML reserves these at the start of a text: the editor is told to quote it, at the symbol. */
const reservedSymbolMessage = (symbol: string) =>
  `content/pages/home.yaml:2:8 O texto começa com "${symbol}", um símbolo que o YAML reserva para outros usos. → Coloque o texto inteiro entre aspas: title: "${symbol}Promoção de verão".`;

export const corpus: CorpusCase[] = [
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
  {
    name: 'unknown section type',
    breakIt: edit('pages/home.yaml', 'type: hero', 'type: heroi'),
    expected: [
      `content/pages/home.yaml:5:11 O tipo de seção "heroi" não existe. → Você quis dizer "hero"? Tipos de seção: ${allTypes}.`,
    ],
  },
  {
    name: 'section without a type',
    breakIt: edit('pages/home.yaml', '  - type: hero\n    title: Grupo Teste', '  - title: Grupo Teste'),
    expected: [
      `content/pages/home.yaml:5:5 Falta o campo "type", que diz o tipo desta seção. → Acrescente "type: " seguido de um destes: ${allTypes}.`,
    ],
  },
  {
    name: 'unknown icon',
    breakIt: edit('pages/servicos.yaml', 'icon: sparkles', 'icon: sparkle'),
    expected: [
      'content/pages/servicos.yaml:9:15 O valor "sparkle" não é aceito em "icon". → Você quis dizer "sparkles"? Valores aceitos: award, baby, badge-check, building-2, calculator, calendar-days, circle-check, clipboard-check, clock, cpu, droplets, file-text, gem, hand-heart, handshake, heart, lightbulb, map-pin, microscope, package-check, receipt, rocket, scale, search, settings-2, shield, shield-check, smile, sparkles, spray-can, stethoscope, target, trending-up, users, wrench, zap.',
    ],
  },
  {
    name: 'unknown colour',
    breakIt: edit('companies.yaml', 'colour: emerald', 'colour: verde'),
    expected: [
      'content/companies.yaml:6:13 O valor "verde" não é aceito em "colour". → Valores aceitos: brand, blue, emerald, violet, amber, rose.',
    ],
  },
  {
    name: 'unknown company reference',
    breakIt: edit('pages/servicos.yaml', 'company: servicos', 'company: servico'),
    expected: [
      'content/pages/servicos.yaml:4:10 A empresa "servico" não existe em companies.yaml. → Você quis dizer "servicos"? Empresas existentes: servicos.',
    ],
  },
  {
    name: 'unknown company in a grid',
    breakIt: edit('pages/home.yaml', '      - servicos', '      - consultorio'),
    expected: [
      'content/pages/home.yaml:13:9 A empresa "consultorio" não existe em companies.yaml. → Empresas existentes: servicos.',
    ],
  },
  {
    name: 'link to a missing page',
    breakIt: edit('site.yaml', 'to: /servicos', 'to: /servico'),
    expected: [
      'content/site.yaml:15:11 A página "/servico" não existe. → Você quis dizer "/servicos"? Páginas existentes: /, /servicos.',
    ],
  },
  {
    name: 'company page that does not exist',
    breakIt: edit('companies.yaml', 'page: /servicos', 'page: /contato'),
    expected: ['content/companies.yaml:10:11 A página "/contato" não existe. → Páginas existentes: /, /servicos.'],
  },
  {
    name: 'javascript: URL',
    breakIt: edit('pages/servicos.yaml', 'href: https://www.exemplo.com.br/', 'href: "javascript:alert(1)"'),
    expected: [
      'content/pages/servicos.yaml:43:15 O endereço "javascript:alert(1)" não é permitido. → Use um endereço completo, copiado da barra do navegador, que comece com https:// (um site), mailto: (um e-mail) ou tel: (um telefone). Para uma página deste site, use "to: /pagina".',
    ],
  },
  {
    name: 'insecure http link',
    breakIt: edit('pages/servicos.yaml', 'href: https://www.exemplo.com.br/', 'href: http://www.exemplo.com.br/'),
    expected: [
      'content/pages/servicos.yaml:43:15 O endereço "http://www.exemplo.com.br/" não é permitido. → Use um endereço completo, copiado da barra do navegador, que comece com https:// (um site), mailto: (um e-mail) ou tel: (um telefone). Para uma página deste site, use "to: /pagina".',
    ],
  },
  {
    name: 'script tag in a text',
    breakIt: edit('pages/home.yaml', 'title: Grupo Teste', 'title: <script>alert(1)</script>'),
    expected: [
      'content/pages/home.yaml:6:12 O texto contém HTML (algo entre "<" e ">"), e aqui só vale texto simples. → Apague as marcações como <b> ou <script>: escreva só o texto; a aparência vem do site.',
    ],
  },
  {
    name: 'bold tag in a text',
    breakIt: edit('pages/servicos.yaml', 'description: Uma descrição.', 'description: Uma <b>ótima</b> descrição.'),
    expected: [
      'content/pages/servicos.yaml:11:22 O texto contém HTML (algo entre "<" e ">"), e aqui só vale texto simples. → Apague as marcações como <b> ou <script>: escreva só o texto; a aparência vem do site.',
    ],
  },
  {
    name: 'duplicate page path',
    breakIt: edit('pages/servicos.yaml', 'path: /servicos', 'path: /'),
    expected: [
      'content/companies.yaml:10:11 A página "/servicos" não existe. → Páginas existentes: /.',
      'content/pages/servicos.yaml:1:7 O endereço "/" já é usado em content/pages/home.yaml, linha 1. → Cada página precisa de um endereço próprio: troque um dos dois.',
      'content/site.yaml:15:11 A página "/servicos" não existe. → Páginas existentes: /.',
    ],
  },
  {
    name: 'malformed page path',
    breakIt: edit('pages/servicos.yaml', 'path: /servicos', 'path: Serviços'),
    expected: [
      'content/companies.yaml:10:11 A página "/servicos" não existe. → Páginas existentes: /.',
      'content/pages/servicos.yaml:1:7 "Serviços" não é um endereço de página válido. → Comece com "/" e use letras minúsculas sem acento, números e hífens, ex.: "/assessoria". A página inicial é "/".',
      'content/site.yaml:15:11 A página "/servicos" não existe. → Páginas existentes: /.',
    ],
  },
  {
    name: 'duplicate company id',
    breakIt: edit(
      'companies.yaml',
      '    organizationType: LocalBusiness\n',
      '    organizationType: LocalBusiness\n  - id: servicos\n    name: Outra\n    description: Outra empresa.\n    icon: award\n    colour: blue\n    features:\n      - Um\n    page: /\n    organizationType: Dentist\n',
    ),
    expected: [
      'content/companies.yaml:12:9 O id "servicos" já é usado em content/companies.yaml, linha 2. → Cada empresa precisa de um id próprio: troque um dos dois.',
    ],
  },
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
  {
    name: 'image served over http',
    breakIt: edit(
      'pages/servicos.yaml',
      'src: https://images.exemplo.com/foto.jpg',
      'src: http://images.exemplo.com/foto.jpg',
    ),
    expected: [
      'content/pages/servicos.yaml:33:12 O endereço de imagem "http://images.exemplo.com/foto.jpg" não é permitido. → Para uma foto sua, copie o arquivo para a pasta content/images/ e escreva "images/nome-do-arquivo.jpg"; para a foto de outro site, um endereço completo que comece com https://.',
    ],
  },
  {
    name: 'local photo, its size read from the file (valid)',
    breakIt: localPhoto(),
    expected: [],
  },
  {
    name: 'local photo whose file is not there',
    breakIt: localPhoto('images/fotos.jpg'),
    expected: [
      'content/pages/servicos.yaml:33:12 A foto "images/fotos.jpg" não existe: não há o arquivo content/images/fotos.jpg. → Você quis dizer "images/foto.jpg"? Confira o nome do arquivo, letra por letra (maiúsculas, acentos e a extensão, como .jpg), ou copie a foto para a pasta content/images/.',
    ],
  },
  {
    name: 'local photo that is a folder',
    breakIt: (ws) => {
      localPhoto('images/album')(ws);
      mkdirSync(path.join(ws.contentDir, 'images/album'));
    },
    expected: [
      'content/pages/servicos.yaml:33:12 content/images/album é uma pasta, e o site só lê arquivos comuns. → Há uma pasta onde deveria estar um arquivo: renomeie a pasta ou tire-a daqui.',
    ],
  },
  {
    name: 'local photo that is not an image',
    breakIt: withFile('foto.jpg', 'isto não é uma foto'),
    expected: [
      'content/pages/servicos.yaml:33:12 O arquivo content/images/foto.jpg não é uma foto que o site consiga ler. → Use uma foto em JPEG (.jpg), PNG, WebP ou AVIF. Se o arquivo abre no seu computador, exporte-o de novo como JPEG; se não abre, ele está corrompido: copie-o de novo.',
    ],
  },
  {
    name: 'local image in a format the site does not convert',
    breakIt: withFile('desenho.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"></svg>'),
    expected: [
      'content/pages/servicos.yaml:33:12 A foto content/images/desenho.svg está no formato SVG (um desenho, não uma foto), que o site não converte. → Exporte-a como JPEG (no iPhone: Ajustes → Câmera → Formatos → "Mais Compatível"; num computador, "Salvar como" JPEG). Formatos aceitos: JPEG (.jpg), PNG, WebP ou AVIF.',
    ],
  },
  {
    name: 'local photo over 10 MB',
    breakIt: withFile('foto.jpg', Buffer.alloc(maxImageBytes + 200 * 1024)),
    expected: [
      'content/pages/servicos.yaml:33:12 A foto content/images/foto.jpg é grande demais: tem 10,2 MB, e o limite é 10 MB. → Exporte-a de novo com até 3000 pixels de largura (no celular, "tamanho grande" em vez de "original"): o site gera sozinho as versões menores que cada tela precisa.',
    ],
  },
  {
    name: 'local photo with another size written beside it',
    breakIt: localPhoto('images/foto.jpg', '\n      width: 1200\n      height: 800'),
    expected: [
      'content/pages/servicos.yaml:35:14 A foto tem 48 × 32 pixels, mas width e height dizem 1200 × 800. → Apague as linhas width e height: para um arquivo de content/images/, o tamanho é lido da própria foto.',
    ],
  },
  {
    name: "another site's photo without its size",
    breakIt: edit('pages/servicos.yaml', '      width: 1200\n      height: 800\n', ''),
    expected: [
      'content/pages/servicos.yaml:33:7 Falta o tamanho da foto: para um endereço https://, "width" e "height" são obrigatórios. → Escreva a largura e a altura da foto em pixels (width: 1200 e height: 800, por exemplo). Ou copie a foto para content/images/ e use src: images/nome-do-arquivo.jpg: o tamanho é lido do arquivo.',
    ],
  },
  {
    name: 'local photo written as an address of the site',
    breakIt: localPhoto('/images/foto.jpg'),
    expected: [
      'content/pages/servicos.yaml:33:12 O endereço de imagem "/images/foto.jpg" não é permitido. → Escreva o caminho a partir da pasta content/: src: images/foto.jpg.',
    ],
  },
  {
    name: 'local photo outside the images folder',
    breakIt: localPhoto('images/../site.yaml'),
    expected: [
      'content/pages/servicos.yaml:33:12 O endereço de imagem "images/../site.yaml" não é permitido. → Para uma foto sua, copie o arquivo para a pasta content/images/ e escreva "images/nome-do-arquivo.jpg"; para a foto de outro site, um endereço completo que comece com https://.',
    ],
  },
  {
    name: 'site URL without https',
    breakIt: edit('site.yaml', 'url: https://www.exemplo.com.br', 'url: www.exemplo.com.br'),
    expected: [
      'content/site.yaml:4:6 "www.exemplo.com.br" não é o endereço público do site. → Escreva só o endereço com https://, sem "?", "#", espaços ou símbolos, ex.: "https://www.grupoinvero.com.br".',
    ],
  },
  {
    name: 'site URL with markup in its path',
    breakIt: edit(
      'site.yaml',
      'url: https://www.exemplo.com.br',
      'url: https://www.exemplo.com.br/<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>',
    ),
    expected: [
      'content/site.yaml:4:6 "https://www.exemplo.com.br/<x:script xmlns:x=\\"http://www.…" não é o endereço público do site. → Escreva só o endereço com https://, sem "?", "#", espaços ou símbolos, ex.: "https://www.grupoinvero.com.br".',
    ],
  },
  {
    name: 'site URL with a query',
    breakIt: edit('site.yaml', 'url: https://www.exemplo.com.br', 'url: https://www.exemplo.com.br/?a=1&b=2'),
    expected: [
      'content/site.yaml:4:6 "https://www.exemplo.com.br/?a=1&b=2" não é o endereço público do site. → Escreva só o endereço com https://, sem "?", "#", espaços ou símbolos, ex.: "https://www.grupoinvero.com.br".',
    ],
  },
  {
    name: 'online editor settings, all given',
    breakIt: appendTo(
      'site.yaml',
      'cms:\n  repo: grupo-teste/site.web\n  branch: publicado/v2\n  authUrl: https://login.exemplo.com.br/\n',
    ),
    expected: [],
  },
  {
    name: 'online editor: review before publishing, an option the editor no longer has',
    breakIt: appendTo('site.yaml', 'cms:\n  repo: grupo-teste/site\n  editorialWorkflow: true\n'),
    expected: [
      'content/site.yaml:59:3 O campo "editorialWorkflow" não existe aqui. → Campos aceitos aqui: repo, branch, authUrl, signIn, repoVisibility, editorUrl. Se o campo é de outro bloco, confira o recuo (os espaços no começo da linha).',
    ],
  },
  {
    name: 'online editor: the repository as an address',
    breakIt: appendTo('site.yaml', 'cms:\n  repo: https://github.com/grupo-teste/site\n'),
    expected: [
      'content/site.yaml:58:9 "https://github.com/grupo-teste/site" não é o nome de um repositório do GitHub. → Escreva só o dono e o nome, sem o endereço: repo: grupo-teste/site',
    ],
  },
  {
    name: 'online editor: a branch with a space, a login service without https',
    breakIt: appendTo(
      'site.yaml',
      'cms:\n  repo: grupo-teste/site\n  branch: minha branch\n  authUrl: http://login.exemplo.com.br\n',
    ),
    expected: [
      'content/site.yaml:59:11 "minha branch" não é o nome de um ramo (branch) do repositório. → Escreva o nome do ramo em que o site é publicado, sem espaços, ex.: "main".',
      'content/site.yaml:60:12 "http://login.exemplo.com.br" não é o endereço de um serviço de login. → Escreva só o endereço do serviço de login do GitHub (OAuth) com https://, sem "?", "#" ou espaços, ex.: "https://login.grupoinvero.com.br". Veja "Editor online" no README.md.',
    ],
  },
  {
    name: 'online editor at an address of its own, for a private repository (valid)',
    breakIt: appendTo(
      'site.yaml',
      'cms:\n  repo: grupo-teste/site\n  repoVisibility: private\n  editorUrl: https://editor.exemplo.com.br/\n',
    ),
    expected: [],
  },
  {
    name: 'online editor: its address with a folder, a visibility GitHub does not have',
    breakIt: appendTo(
      'site.yaml',
      'cms:\n  repo: grupo-teste/site\n  repoVisibility: publico\n  editorUrl: https://editor.exemplo.com.br/admin/\n',
    ),
    expected: [
      'content/site.yaml:59:19 O valor "publico" não é aceito em "repoVisibility". → Você quis dizer "public"? Valores aceitos: public, private.',
      'content/site.yaml:60:14 "https://editor.exemplo.com.br/admin/" não é o endereço de um editor. → Escreva só o domínio próprio do editor, com https:// e sem caminho, "?" ou "#", ex.: "https://editor.grupoinvero.com.br". Veja "Editor online" no README.md.',
    ],
  },
  {
    name: "online editor: the site's own address as the editor's",
    breakIt: appendTo('site.yaml', 'cms:\n  repo: grupo-teste/site\n  editorUrl: https://www.exemplo.com.br\n'),
    expected: [
      'content/site.yaml:59:14 "https://www.exemplo.com.br" é o endereço do próprio site, e não um só do editor. → O editor precisa de um endereço onde as páginas do site não rodam: um subdomínio dele, ex.: "https://editor.grupoinvero.com.br". Veja "Editor online" no README.md.',
    ],
  },
  {
    name: "online editor: sign-in by e-mail without an address of the editor's own",
    breakIt: (ws) => {
      appendTo('site.yaml', 'cms:\n  repo: grupo-teste/site\n  signIn: email\n')(ws);
      ws.write('../editors.yaml', 'editors:\n  - name: Ana Souza\n    email: ana@exemplo.com.br\n    edits: [all]\n');
    },
    expected: [
      'content/site.yaml:58:3 A entrada por e-mail precisa de um endereço só do editor: falta o campo "editorUrl". → Acrescente neste bloco uma linha "editorUrl: https://editor.<domínio do site>": ali fica o editor, fora do alcance das páginas do site. Veja "Entrada por e-mail" no README.md.',
    ],
  },
  {
    name: 'online editor without its repository',
    breakIt: appendTo('site.yaml', 'cms:\n  branch: main\n'),
    expected: [
      'content/site.yaml:58:3 Falta o campo obrigatório "repo". → Acrescente uma linha "repo: …" neste bloco. (repo: O repositório do GitHub que guarda o site, como "dono/nome", ex.: "grupoinvero/site".)',
    ],
  },
  {
    name: 'site URL in a folder',
    breakIt: edit('site.yaml', 'url: https://www.exemplo.com.br', 'url: https://www.exemplo.com.br/grupo/'),
    expected: [],
  },
  {
    name: 'image address the URL parser refuses',
    breakIt: edit(
      'pages/servicos.yaml',
      'src: https://images.exemplo.com/foto.jpg',
      'src: https://[evil.example/x.png',
    ),
    expected: [
      'content/pages/servicos.yaml:33:12 O endereço de imagem "https://[evil.example/x.png" não é permitido. → Para uma foto sua, copie o arquivo para a pasta content/images/ e escreva "images/nome-do-arquivo.jpg"; para a foto de outro site, um endereço completo que comece com https://.',
    ],
  },
  {
    name: 'button address the URL parser refuses',
    breakIt: edit('pages/servicos.yaml', 'href: https://www.exemplo.com.br/', 'href: https://[evil.example/x.png'),
    expected: [
      'content/pages/servicos.yaml:43:15 O endereço "https://[evil.example/x.png" não é permitido. → Use um endereço completo, copiado da barra do navegador, que comece com https:// (um site), mailto: (um e-mail) ou tel: (um telefone). Para uma página deste site, use "to: /pagina".',
    ],
  },
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
  ...specialFileCases,
  ...reservedAddressCases,
  ...invisibleCharacterCases,
  ...lineEndCases,
  ...linkCases,
  ...pastedCharacterCases,
  ...photoFileCases,
  ...scheduleCases,
  ...fileNameCases,
  ...placeCases,
  ...editorsCases,
];
