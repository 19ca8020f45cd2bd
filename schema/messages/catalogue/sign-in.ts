import { listed } from '../words.ts';
import { entry, label } from './entry.ts';

/** What a person may change, in words: the companies' names (their pages), `site`, `all`. */
export interface EditsWords {
  companies: string[];
  site: boolean;
  all: boolean;
}

/** "as páginas da empresa INVERO Consultório e as configurações do site, …", "todo o conteúdo do site". */
function whatSheEdits({ companies, site, all }: EditsWords): string {
  if (all) return 'todo o conteúdo do site';
  const companyPages =
    companies.length === 1 ? `as páginas da empresa ${companies[0]}` : `as páginas das empresas ${listed(companies)}`;
  const settings = 'as configurações do site, as empresas e as páginas do grupo (como a inicial)';
  return listed([...(companies.length ? [companyPages] : []), ...(site ? [settings] : [])]);
}

/** Whose an entry is, as a person who may not change it is told: a company's page, the group's, or the settings'. */
export type EntryOwner =
  | { entry: 'page'; company: string }
  | { entry: 'page'; group: boolean }
  | { entry: 'settings' }
  | { entry: 'companies' };

/** "Esta página é da empresa INVERO Assessoria: só quem edita as páginas dela pode mudá-la." */
function whoseEntry(owner: EntryOwner): string {
  if (owner.entry === 'settings') return 'As configurações do site são do grupo: só quem as edita pode mudá-las.';
  if (owner.entry === 'companies')
    return 'A lista de empresas é do grupo: só quem edita as configurações do site pode mudá-la.';
  if ('company' in owner)
    return `Esta página é da empresa ${owner.company}: só quem edita as páginas dela pode mudá-la.`;
  return owner.group
    ? 'Esta página é do grupo, e não de uma das empresas: só quem edita as configurações do site pode mudá-la.'
    : 'Esta página não diz de que empresa é: só quem edita todo o conteúdo do site pode mudá-la.';
}

const askWhom = (people: readonly string[]) =>
  `Para mudar algo, peça a ${people.length ? listed(people) : 'quem cuida do site'}.`;

/**
 * The online editor of a person who signs in by e-mail (Cloudflare Access, editors.yaml): who she
 * is and what she edits, the entries she may only read, the saves refused for what is not hers,
 * and the sign-in itself. Read by the editor in the browser only: no key, no file name, no address.
 */
export const signInMessages = {
  'cms-greeting': entry<{ name: string } & EditsWords>({
    message: ({ name, ...edits }) => `Olá, ${name} — você edita ${whatSheEdits(edits)}.`,
    hint: ({ all }) =>
      `Cada mudança que você publicar leva o seu nome no histórico${all ? '' : '; o resto do site abre só para leitura'}.`,
  }),
  'cms-read-only': entry<{ owner: EntryOwner; people: string[] }>({
    message: ({ owner }) => whoseEntry(owner),
    hint: ({ people }) => `Aqui você pode ler e ver o histórico, mas não publicar nem apagar. ${askWhom(people)}`,
  }),
  'cms-save-not-yours': entry<{ count: number }>({
    message: ({ count }) =>
      `Nada foi salvo: ${count === 1 ? 'há 1 coisa que você não pode mudar' : `há ${count} coisas que você não pode mudar`}.`,
    hint: () => 'O que você escreveu continua aqui; veja abaixo quem pode fazer cada mudança.',
  }),
  'cms-not-yours': entry<{ owner: EntryOwner; people: string[] }>({
    message: ({ owner }) => whoseEntry(owner),
    hint: ({ people }) => askWhom(people),
  }),
  'cms-company-not-yours': entry<{ yours: string[]; group: boolean }>({
    message: () => 'A página ficaria com uma empresa que você não edita.',
    hint: ({ yours, group }, to) =>
      `Em ${to.field('company')}, escolha ${listed(yours.map((name) => `a empresa ${name}`)) || 'uma empresa sua'}${
        group ? ' (ou nenhuma, para uma página do grupo)' : ''
      }: assim a página continua sendo sua.`,
  }),
  'cms-photo-not-yours': entry<{ photo: string; people: string[] }>({
    message: ({ photo }) =>
      `A foto "${photo}" aparece numa página que você não edita: só quem pode mudar todas as páginas em que ela aparece pode trocá-la ou apagá-la.`,
    hint: ({ people }) =>
      `Para usar outra foto, envie-a com outro nome. ${people.length ? `Para trocar esta, peça a ${listed(people)}.` : ''}`.trim(),
  }),
  'cms-save-not-allowed': label(
    'Nada foi salvo: a lista de quem edita o site não lhe permite mudar isto.',
    'A lista pode ter mudado depois que você entrou: recarregue a página para ver o que você edita agora. Suas alterações ficam guardadas neste navegador.',
  ),
  'cms-save-signed-out-email': label(
    'Nada foi salvo: a sua entrada por e-mail expirou.',
    'Recarregue a página e entre de novo com o código que chega no seu e-mail; suas alterações ficam guardadas neste navegador.',
  ),
  'cms-editors-company-missing': entry<{ id: string; people: string[] }>({
    message: ({ id, people }, to) =>
      to.form
        ? `A lista de quem edita o site dá a ${listed(people)} as páginas da empresa "${id}": sem uma empresa com esse id, a lista deixa de valer e ninguém entra no editor pelo e-mail.`
        : `editors.yaml dá a ${listed(people)} as páginas da empresa "${id}", que companies.yaml não tem mais.`,
    hint: ({ id }, to) =>
      to.form
        ? `Mantenha o id "${id}". Para trocá-lo, quem cuida do site muda antes a lista de quem edita (no GitHub).`
        : `Mantenha o id "${id}" em companies.yaml, ou mude antes editors.yaml.`,
  }),
  'cms-signin-checking': label('Entrando no editor do site…'),
  'cms-signin-not-listed': entry<{ email?: string }>({
    message: ({ email }) =>
      email
        ? `Você entrou como ${email}, mas este e-mail não está na lista de quem edita o site.`
        : 'Você entrou, mas o seu e-mail não está na lista de quem edita o site.',
    hint: () =>
      'Peça a quem cuida do site (quem o publica) para incluí-lo na lista, dizendo quais páginas você vai editar. Se usou outro e-mail por engano, saia e entre com o certo.',
  }),
  'cms-signin-another-email': label('Entrar com outro e-mail'),
  'cms-signin-failed': entry<{ detail: string }>({
    message: () => 'Não foi possível entrar no editor agora.',
    hint: ({ detail }) =>
      `Recarregue a página em alguns minutos. Se continuar, avise quem cuida do site com esta mensagem: ${detail}`,
  }),
};
