import { appendTo, edit, type CorpusCase } from './edits.ts';

/** The site's address and the online editor's settings, and addresses the URL parser refuses. */
export const siteSettingCases: CorpusCase[] = [
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
];
