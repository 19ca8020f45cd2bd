import { didYouMean, listed } from '../words.ts';
import { entry } from './entry.ts';

const fixed = (message: string, hint: string) => entry({ message: () => message, hint: () => hint });

const setUp = 'Veja "Editor online" no README.md';

/**
 * editors.yaml (who edits the site online, signing in by e-mail) and what the site's function
 * answers a person it refuses: the reader of these is the person who keeps the list, or the editor
 * in the browser, and never sees a key of another file.
 */
export const editorsMessages = {
  'editor-right-unknown': entry<{ value: string; known: string[]; guess?: string }>({
    message: ({ value }) => `"${value}" não é uma empresa de companies.yaml, nem "site" ou "all".`,
    hint: ({ known, guess }) =>
      `${didYouMean(guess)}Escreva o id de uma empresa (${known.join(', ')}) para as páginas dela, "site" para as configurações, as empresas e a página inicial, ou "all" para todo o conteúdo.`,
  }),
  'editor-email-taken': entry<{ value: string; firstLine: number }>({
    message: ({ value, firstLine }) => `O e-mail "${value}" já está na lista, na linha ${firstLine}.`,
    hint: () => 'Cada pessoa aparece uma vez só: junte numa só lista "edits" tudo o que ela pode mudar.',
  }),
  'editors-file-missing': fixed(
    'A entrada por e-mail está ligada, mas o arquivo editors.yaml, com quem pode editar, não existe.',
    `Crie editors.yaml na raiz do repositório, com o nome, o e-mail e o que cada pessoa edita, ou escreva "signIn: github". ${setUp}.`,
  ),
  'online-signed-out': fixed(
    'A sua entrada no editor não foi reconhecida ou já expirou.',
    'Recarregue a página e entre de novo com o código que chega no seu e-mail.',
  ),
  'online-not-listed': entry<{ email: string }>({
    message: ({ email }) => `O e-mail ${email} não está na lista de quem edita o site.`,
    hint: () => 'Peça a quem cuida do site para acrescentá-lo em editors.yaml, com o que você vai editar.',
  }),
  'online-not-yours': entry<{ files: string[] }>({
    message: ({ files }) =>
      files.length === 1 ? `Você não pode mudar ${files[0]}.` : `Você não pode mudar estes arquivos: ${listed(files)}.`,
    hint: () =>
      'Cada pessoa muda só as páginas das empresas que editors.yaml lhe dá (e "site" ou "all", quando tem). Nada foi gravado: peça a mudança a quem pode fazê-la.',
  }),
  'online-refused-request': fixed(
    'O editor online não faz este pedido ao GitHub.',
    'Só passam os pedidos que o editor do site usa. Se este é um deles, avise a equipe de desenvolvimento.',
  ),
  'online-not-set-up': entry<{ missing: string[] }>({
    message: () => 'O editor online ainda não está configurado por completo neste site.',
    hint: ({ missing }) =>
      `Quem publica o site precisa definir ${listed(missing)} no projeto do Cloudflare Pages. ${setUp}.`,
  }),
  'online-repository-unclear': entry<{ count: number }>({
    message: ({ count }) =>
      count === 0
        ? 'O aplicativo do GitHub do editor não está instalado em nenhum repositório.'
        : `O aplicativo do GitHub do editor está instalado em ${count} repositórios, e o editor só escreve num.`,
    hint: () => `Instale-o só no repositório do site (em "Only select repositories"). ${setUp}.`,
  }),
  'online-sign-in-off': fixed(
    'A entrada por e-mail não está ligada no conteúdo do site.',
    `Quem publica o site liga escrevendo "signIn: email" no bloco "cms:" de content/site.yaml, no repositório dele. ${setUp}.`,
  ),
  'online-editors-invalid': fixed(
    'A lista de quem edita (editors.yaml) tem um erro, e ninguém entra pelo e-mail enquanto isso.',
    'Quem cuida do site precisa corrigi-la no GitHub: "npm run validate" diz a linha e o que mudar.',
  ),
  'online-app-refused': fixed(
    'O GitHub recusou o aplicativo do editor online.',
    `Quem publica o site precisa conferir GITHUB_APP_ID, GITHUB_APP_PRIVATE_KEY e GITHUB_APP_INSTALLATION_ID no Cloudflare Pages, e se o aplicativo continua instalado no repositório. ${setUp}.`,
  ),
  'online-github-unreachable': fixed(
    'O GitHub não respondeu ao editor online.',
    'Nada foi gravado. Tente de novo em alguns minutos.',
  ),
};
