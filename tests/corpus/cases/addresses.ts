import type { Workspace } from '../workspace.ts';
import type { CorpusCase } from './edits.ts';

/** A new page of its own (title and description too) at `address`. */
const pageAt = (address: string) => (ws: Workspace) =>
  ws.write(
    'pages/nova.yaml',
    `path: ${address}\ntitle: Página nova\ndescription: Uma página nova.\nsections:\n  - type: hero\n    title: Olá\n`,
  );

const notFound = 'ali fica a página "não encontrada", que o site mostra para todo endereço que não existe';
const home = 'alguns serviços de hospedagem mostram ali a página inicial';

/** Every address the site keeps for itself (schema/fields/site-addresses.ts), and what it is told it is for. */
const reserved: [address: string, use: string][] = [
  ['/404', notFound],
  ['/404.html', notFound],
  ['/index', home],
  ['/index.html', home],
  ['/admin', 'ali fica o editor do site (o CMS)'],
  ['/assets', 'ali ficam os scripts, o estilo e as fotos do site'],
  ['/icons.svg', 'ali ficam os ícones do site'],
  ['/favicon.svg', 'ali fica o ícone do site na aba do navegador'],
  ['/sitemap.xml', 'ali fica a lista de páginas que os buscadores leem'],
  ['/robots.txt', 'ali ficam as instruções do site para os buscadores'],
  ['/_headers', 'ali ficam as regras de segurança que a hospedagem envia com cada página'],
  ['/_secoes', 'ali fica a galeria de seções da pré-visualização'],
  ['/servicos.data', 'o site guarda em endereços terminados em ".data" os dados de cada página'],
];

/** Page addresses that collide with what the site itself publishes (or serves while previewing). */
export const reservedAddressCases: CorpusCase[] = [
  ...reserved.map(([address, use]) => ({
    name: `a page at ${address}, an address of the site itself`,
    breakIt: pageAt(address),
    expected: [
      `content/pages/nova.yaml:1:7 O endereço "${address}" é do próprio site: ${use}. → Escolha outro endereço para esta página, que não comece com "${address}".`,
    ],
  })),
  {
    name: 'a page under an address of the site itself',
    breakIt: pageAt('/admin/equipe'),
    expected: [
      'content/pages/nova.yaml:1:7 O endereço "/admin/equipe" começa com "/admin", que é do próprio site: ali fica o editor do site (o CMS). → Escolha outro endereço para esta página, que não comece com "/admin".',
    ],
  },
  {
    name: 'a page whose address only starts with the letters of a reserved one (valid)',
    breakIt: pageAt('/administracao/assets'),
    expected: [],
  },
];
