import { sectionTypes } from '../../../schema/sections/index.ts';
import { edit, type CorpusCase } from './edits.ts';

// The registry grows (npm run new:section); messages that list every type follow it.
const allTypes = sectionTypes.join(', ');

/** Names that must point at something: section types, icons, colours, companies, pages, and text that would run as code. */
export const referenceCases: CorpusCase[] = [
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
];
