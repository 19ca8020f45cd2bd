import { appendTo, type CorpusCase } from './edits.ts';

/**
 * editors.yaml, at the repository's root beside content/: who edits online by e-mail and what. The
 * base defines one company, `servicos`.
 */
const editors = (text: string) => (ws: Parameters<CorpusCase['breakIt']>[0]) => ws.write('../editors.yaml', text);

const person = (email: string, edits: string) => `  - name: Ana Souza\n    email: ${email}\n    edits: [${edits}]\n`;

/** The site's `cms` block, signing in as told (by e-mail, with the editor's own address the schema asks for). */
const signIn = (how: string, more = '') =>
  appendTo(
    'site.yaml',
    `cms:\n  repo: grupoinvero/site\n  signIn: ${how}\n${how === 'email' ? '  editorUrl: https://editor.exemplo.com.br\n' : ''}${more}`,
  );

export const editorsCases: CorpusCase[] = [
  {
    name: 'editors: a list with a company and the wide rights (valid)',
    breakIt: editors(
      `editors:\n${person('ana@exemplo.com.br', 'servicos')}${person('bia@exemplo.com.br', 'site, all')}`,
    ),
    expected: [],
  },
  {
    name: 'editors: a company that does not exist, misspelt',
    breakIt: editors(`editors:\n${person('ana@exemplo.com.br', 'servicso')}`),
    expected: [
      'editors.yaml:4:13 "servicso" não é uma empresa de companies.yaml, nem "site" ou "all". → Você quis dizer "servicos"? Escreva o id de uma empresa (servicos) para as páginas dela, "site" para as configurações, as empresas e a página inicial, ou "all" para todo o conteúdo.',
    ],
  },
  {
    name: 'editors: a wide right misspelt',
    breakIt: editors(`editors:\n${person('ana@exemplo.com.br', 'sites')}`),
    expected: [
      'editors.yaml:4:13 "sites" não é uma empresa de companies.yaml, nem "site" ou "all". → Você quis dizer "site"? Escreva o id de uma empresa (servicos) para as páginas dela, "site" para as configurações, as empresas e a página inicial, ou "all" para todo o conteúdo.',
    ],
  },
  {
    name: 'editors: the same person twice, in another case',
    breakIt: editors(`editors:\n${person('ana@exemplo.com.br', 'servicos')}${person('Ana@Exemplo.com.br', 'site')}`),
    expected: [
      'editors.yaml:6:12 O e-mail "Ana@Exemplo.com.br" já está na lista, na linha 3. → Cada pessoa aparece uma vez só: junte numa só lista "edits" tudo o que ela pode mudar.',
    ],
  },
  {
    name: 'editors: an e-mail that is not one',
    breakIt: editors(`editors:\n${person('ana.exemplo.com.br', 'servicos')}`),
    expected: [
      'editors.yaml:3:12 "ana.exemplo.com.br" não é um e-mail válido. → Escreva um e-mail completo, ex.: "contato@grupoinvero.com.br".',
    ],
  },
  {
    name: 'editors: nothing she may change',
    breakIt: editors('editors:\n  - name: Ana Souza\n    email: ana@exemplo.com.br\n    edits: []\n'),
    expected: [
      'editors.yaml:4:12 A lista "edits" precisa de pelo menos 1 item, e tem 0. → Acrescente itens, cada um numa linha própria começando com "- ".',
    ],
  },
  {
    name: 'editors: sign-in by e-mail with no list',
    breakIt: signIn('email'),
    expected: [
      'content/site.yaml:59:11 A entrada por e-mail está ligada, mas o arquivo editors.yaml, com quem pode editar, não existe. → Crie editors.yaml na raiz do repositório, com o nome, o e-mail e o que cada pessoa edita, ou escreva "signIn: github". Veja "Editor online" no README.md.',
    ],
  },
  {
    name: 'editors: a way of signing in that does not exist',
    breakIt: signIn('senha'),
    expected: ['content/site.yaml:59:11 O valor "senha" não é aceito em "signIn". → Valores aceitos: github, email.'],
  },
  {
    name: 'editors: the list beside a site that signs in by e-mail (valid)',
    breakIt: (ws) => {
      signIn('email')(ws);
      editors(`editors:\n${person('ana@exemplo.com.br', 'servicos')}`)(ws);
    },
    expected: [],
  },
];
