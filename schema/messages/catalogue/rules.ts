import { firstInvisible } from '../../fields/invisible.ts';
import { firstSegment, reservedName, type SiteAddress } from '../../fields/site-addresses.ts';
import { characterName, quote } from '../words.ts';
import { addressMessages } from './addresses.ts';
import { entry, type Value } from './entry.ts';
import { scheduleRuleMessages } from './schedule.ts';

const notFoundPage = 'ali fica a página "não encontrada", que o site mostra para todo endereço que não existe';
const homePage = 'alguns serviços de hospedagem mostram ali a página inicial';

/**
 * The invisible character a field refused, and the text just before it, to find it by. A line feed
 * is named last: a paragraph may hold one, so where there is another character, that is the one refused.
 */
function invisibleIn(value: unknown): { name: string; before: string; lineFeed: boolean } {
  const text = typeof value === 'string' ? value.trim() : '';
  const at = [true, false].map((lineFeeds) => firstInvisible(text, { lineFeeds })).find((index) => index !== -1);
  if (at === undefined) return { name: 'um caractere invisível', before: '', lineFeed: false };
  const character = text.charAt(at);
  const before = `${at > 40 ? '…' : ''}${text.slice(Math.max(0, at - 40), at)}`;
  return { name: characterName(character), before, lineFeed: character === '\n' };
}

/** What the site itself keeps at each of the addresses it reserves, in an editor's words. */
const siteAddressUses: Record<SiteAddress | 'pageData', string> = {
  notFound: notFoundPage,
  notFoundFile: notFoundPage,
  home: homePage,
  homeAlias: homePage,
  admin: 'ali fica o editor do site (o CMS)',
  assets: 'ali ficam os scripts, o estilo e as fotos do site',
  iconSprite: 'ali ficam os ícones do site',
  favicon: 'ali fica o ícone do site na aba do navegador',
  touchIcon: 'ali fica o ícone do site na tela inicial do celular',
  sitemap: 'ali fica a lista de páginas que os buscadores leem',
  robots: 'ali ficam as instruções do site para os buscadores',
  headers: 'ali ficam as regras de segurança que a hospedagem envia com cada página',
  version: 'ali o site diz de que versão do conteúdo ele foi gerado',
  gallery: 'ali fica a galeria de seções da pré-visualização',
  pageData: 'o site guarda em endereços terminados em ".data" os dados de cada página',
};

/** Our own content rules, which the schemas attach to a check with `explained(id)`. */
export const ruleMessages = {
  ...addressMessages,
  ...scheduleRuleMessages,
  'pasted-bullet': entry<Value>({
    message: ({ value }) =>
      `O texto começa com ${quote(String(value).charAt(0))}, mas o site já desenha o marcador de cada item.`,
    hint: () => 'Apague o marcador e o espaço do começo: escreva só o texto.',
  }),
  'typographic-quotes': entry<Value>({
    message: ({ value }) =>
      `O texto está entre aspas curvas (${String(value).charAt(0)}…${String(value).slice(-1)}), e elas apareceriam no site.`,
    hint: (_, to) =>
      to.form
        ? 'Apague-as: um texto não precisa de aspas.'
        : 'Apague-as (um texto não precisa de aspas) ou, se o texto tiver ": " ou " #", use aspas retas: "…".',
  }),
  html: entry<Value>({
    message: () => 'O texto contém HTML (algo entre "<" e ">"), e aqui só vale texto simples.',
    hint: () => 'Apague as marcações como <b> ou <script>: escreva só o texto; a aparência vem do site.',
  }),
  'kebab-case': entry<Value>({
    message: ({ value }) => `O identificador ${quote(value)} não está no formato aceito.`,
    hint: () => 'Use só letras minúsculas sem acento, números e hífens, ex.: "assessoria" ou "clinica-sul".',
  }),
  'page-path': entry<Value>({
    message: ({ value }) => `${quote(value)} não é um endereço de página válido.`,
    hint: ({ value, key }, to) =>
      key === 'to' && typeof value === 'string' && /^(?:https?:|mailto:|tel:|www\.)/i.test(value)
        ? to.form
          ? `Um endereço completo (https://…, mailto: ou tel:) vai no campo ${to.field('href')}, não em ${to.field('to')}, que é só para páginas deste site.`
          : 'Um endereço completo (https://…, mailto: ou tel:) vai em "href:", não em "to:": troque "to:" por "href:". O "to:" é só para páginas deste site, ex.: "/assessoria".'
        : 'Comece com "/" e use letras minúsculas sem acento, números e hífens, ex.: "/assessoria". A página inicial é "/".',
  }),
  'invisible-character': entry<Value>({
    message: ({ value }) => {
      const { name, before, lineFeed } = invisibleIn(value);
      const where = before ? `no texto, logo depois de ${quote(before)}` : 'no começo do texto';
      return lineFeed
        ? `Há ${name} ${where}, e este campo é de uma linha só.`
        : `Há ${name} ${where}: ele não se vê, mas iria para o site.`;
    },
    hint: ({ value }) =>
      invisibleIn(value).lineFeed
        ? 'Junte o texto numa linha só, com um espaço no lugar da quebra.'
        : 'Esse caractere costuma vir de texto colado de outro programa. Apague o trecho em volta desse ponto e digite-o de novo, ou cole o texto como texto simples (Ctrl+Shift+V).',
  }),
  'reserved-address': entry<Value>({
    message: ({ value }) => {
      const first = firstSegment(String(value));
      const use = siteAddressUses[reservedName(first) ?? 'pageData'];
      return value === `/${first}`
        ? `O endereço ${quote(value)} é do próprio site: ${use}.`
        : `O endereço ${quote(value)} começa com "/${first}", que é do próprio site: ${use}.`;
    },
    hint: ({ value }) =>
      `Escolha outro endereço para esta página, que não comece com "/${firstSegment(String(value))}".`,
  }),
  'image-src': entry<Value>({
    message: ({ value }) => `O endereço de imagem ${quote(value)} não é permitido.`,
    hint: ({ value }, to) => {
      if (to.form)
        return 'Escolha a foto de novo no campo de imagem, ou use o endereço completo (https://…) de uma foto de outro site.';
      // "/images/x.jpg" or "content/images/x.jpg": the photo is in the right folder, written another way.
      const local = typeof value === 'string' ? /^(?:\/|content\/)(images\/.+)$/.exec(value)?.[1] : undefined;
      return local
        ? `Escreva o caminho a partir da pasta content/: src: ${local}.`
        : 'Para uma foto sua, copie o arquivo para a pasta content/images/ e escreva "images/nome-do-arquivo.jpg"; para a foto de outro site, um endereço completo que comece com https://.';
    },
  }),
  'image-size-needed': entry<Value>({
    message: (_, to) =>
      `Falta o tamanho da foto: para um endereço https://, ${to.field('width')} e ${to.field('height')} são obrigatórios.`,
    hint: (_, to) =>
      to.form
        ? `Preencha ${to.field('width')} e ${to.field('height')} com o tamanho da foto em pixels. Ou envie a foto pelo campo de imagem: o tamanho é lido do arquivo.`
        : 'Escreva a largura e a altura da foto em pixels (width: 1200 e height: 800, por exemplo). Ou copie a foto para content/images/ e use src: images/nome-do-arquivo.jpg: o tamanho é lido do arquivo.',
  }),
  'step-number': entry<Value>({
    message: ({ value }) => `${quote(value)} não é um número de etapa.`,
    hint: (_, to) =>
      to.form
        ? 'Escreva só algarismos, ex.: 01. Ou deixe o campo vazio: a ordem da lista numera as etapas.'
        : 'Escreva só algarismos entre aspas, ex.: number: "01". Ou apague a linha: a ordem da lista numera as etapas.',
  }),
  'button-no-action': entry<Value>({
    message: (_, to) => (to.form ? 'Falta dizer o que o botão abre.' : 'O botão não diz o que faz.'),
    hint: (_, to) =>
      to.form
        ? `Escolha em ${to.field('action')} o que o botão faz e, para uma página ou um endereço, preencha o campo que aparece embaixo (${to.field('to')} ou ${to.field('href')}).`
        : 'Acrescente uma destas linhas: "action: notice" (mostra o aviso), "to: /pagina" (abre uma página do site) ou "href: https://…" (abre outro site).',
  }),
  'button-two-actions': entry<Value>({
    message: () => 'O botão diz mais de uma coisa a fazer.',
    hint: (_, to) =>
      to.form
        ? `Escolha em ${to.field('action')} uma só: mostrar o aviso, abrir uma página (${to.field('to')}) ou abrir um endereço (${to.field('href')}).`
        : 'Deixe só uma destas linhas: "action: notice" (mostra o aviso), "to: /pagina" (abre uma página do site) ou "href: https://…" (abre outro site).',
  }),
  'cards-or-companies': entry<Value>({
    message: (_, to) =>
      `A grade precisa de ${to.field('cards')} (cartões escritos aqui) ou de ${to.field('companies')} (${to.form ? 'as empresas do grupo' : 'empresas de companies.yaml'}), e não dos dois.`,
    hint: () => 'Deixe só uma das duas listas nesta seção.',
  }),
  'link-label': entry<Value>({
    message: (_, to) => `Falta o campo ${to.field('linkLabel')}, o texto do link de cada cartão de empresa.`,
    hint: (_, to) =>
      to.form
        ? `Preencha o campo ${to.field('linkLabel')}, por exemplo com "Saiba Mais".`
        : 'Acrescente, por exemplo, "linkLabel: Saiba Mais" nesta seção.',
  }),
  'site-url': entry<Value>({
    message: ({ value }) => `${quote(value)} não é o endereço público do site.`,
    hint: () =>
      'Escreva só o endereço com https://, sem "?", "#", espaços ou símbolos, ex.: "https://www.grupoinvero.com.br".',
  }),
  'git-repository': entry<Value>({
    message: ({ value }) => `${quote(value)} não é o nome de um repositório do GitHub.`,
    hint: ({ value }) => {
      const fromAddress = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(String(value))?.[1];
      return fromAddress
        ? `Escreva só o dono e o nome, sem o endereço: repo: ${fromAddress}`
        : 'Escreva o dono e o nome do repositório separados por "/", como aparecem no endereço dele no GitHub, ex.: "grupoinvero/site" para https://github.com/grupoinvero/site.';
    },
  }),
  'git-branch': entry<Value>({
    message: ({ value }) => `${quote(value)} não é o nome de um ramo (branch) do repositório.`,
    hint: () => 'Escreva o nome do ramo em que o site é publicado, sem espaços, ex.: "main".',
  }),
  'cms-auth-url': entry<Value>({
    message: ({ value }) => `${quote(value)} não é o endereço de um serviço de login.`,
    hint: () =>
      'Escreva só o endereço do serviço de login do GitHub (OAuth) com https://, sem "?", "#" ou espaços, ex.: "https://login.grupoinvero.com.br". Veja "Editor online" no README.md.',
  }),
};

export type RuleId = keyof typeof ruleMessages;
