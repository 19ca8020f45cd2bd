import { edit, type CorpusCase } from './edits.ts';

/** The base's external button link, `href:` at content/pages/servicos.yaml:43:15, made `to`. */
const href = (to: string) => edit('pages/servicos.yaml', 'href: https://www.exemplo.com.br/', `href: ${to}`);
const atHref = (words: string) => `content/pages/servicos.yaml:43:15 ${words}`;
/** The footer's e-mail, at content/site.yaml:7:10. */
const email = (to: string) => edit('site.yaml', 'email: contato@exemplo.com.br', `email: ${to}`);
const atEmail = (words: string) => `content/site.yaml:7:10 ${words}`;

const slashes = (value: string, fixed: string) =>
  atHref(
    `O endereço "${value}" não tem as duas barras depois de "https:": o navegador o abriria como uma página deste site, que não existe. → Escreva "https://" e o nome do site logo depois: "${fixed}".`,
  );
const credentials = (value: string, site: string) =>
  atHref(
    `O endereço "${value}" tem algo antes de um "@" no lugar do nome do site: o navegador o leria como usuário e senha e abriria o site "${site}". → Copie o endereço da barra do navegador: ele começa com "https://" e logo depois o nome do site, sem nada antes dele.`,
  );
const mailtoExample = '"mailto:contato@grupoinvero.com.br"';
const unseen = (name: string, shown: string, before: string) =>
  `Há ${name} no e-mail "${shown}", logo depois de "${before}": ele não se vê, mas o e-mail publicado não chegaria a ninguém. → Apague o e-mail e digite-o de novo, sem colar: esse caractere costuma vir de texto copiado de uma página, de um PDF ou de uma conversa.`;

/** The characters the audit put in a `mailto:`, each published as a broken address; named as the message names them. */
const unseenCharacters = [
  ['200B', 'um caractere invisível de largura zero'],
  ['200C', 'um caractere invisível de largura zero'],
  ['200E', 'uma marca de direção de texto invisível'],
  ['200F', 'uma marca de direção de texto invisível'],
  ['061C', 'uma marca de direção de texto invisível'],
  ['00AD', 'um hífen invisível'],
  ['2060', 'um caractere invisível de largura zero'],
  ['180E', 'um caractere invisível de largura zero'],
] as const;

/** Links that would publish something other than they say: another site, another recipient, a broken address. */
export const linkCases: CorpusCase[] = [
  ...(
    [
      ['https:evil.example', 'https:evil.example', 'https://evil.example'],
      ['https:/evil.example', 'https:/evil.example', 'https://evil.example'],
      ['https:///evil.example/x', 'https:///evil.example/x', 'https://evil.example/x'],
      // A backslash, which a browser reads as "/": escaped (written twice) in YAML's double quotes and in the message's.
      ['"https:\\\\evil.example"', 'https:\\\\evil.example', 'https://evil.example'],
    ] as const
  ).map(([written, shown, fixed]) => ({
    name: `an https link without its two slashes: ${written}`,
    breakIt: href(written),
    expected: [slashes(shown, fixed)],
  })),
  {
    name: 'an https link with a user name before the site',
    breakIt: href('https://www.exemplo.com.br@evil.example/'),
    expected: [credentials('https://www.exemplo.com.br@evil.example/', 'evil.example')],
  },
  {
    name: 'an https link with a user name and password',
    breakIt: href('https://usuario:senha@evil.example/'),
    expected: [credentials('https://usuario:senha@evil.example/', 'evil.example')],
  },
  // A WhatsApp message typed into the address as it reads: the fault named, and the address in code given.
  {
    name: 'a wa.me link whose message is plain text, with spaces and an accent',
    breakIt: href('https://wa.me/5511987654321?text=Olá, quero agendar uma consulta'),
    expected: [
      atHref(
        'A mensagem do WhatsApp no endereço "https://wa.me/5511987654321?text=Olá, quero agendar uma c…" está escrita como texto, com acentos e espaços, e num endereço ela vai em código (um espaço é %20; um "á", %C3%A1). → Use este endereço, o mesmo com a mensagem em código: "https://wa.me/5511987654321?text=Ol%C3%A1%2C%20quero%20agendar%20uma%20consulta".',
      ),
    ],
  },
  {
    name: 'a wa.me link whose message has a plain "&" and "#", which would cut it short',
    breakIt: href('https://wa.me/5511987654321?text=Limpeza&clareamento#1'),
    expected: [
      atHref(
        'A mensagem do WhatsApp no endereço "https://wa.me/5511987654321?text=Limpeza&clareamento#1" está escrita como texto, com "&" e "#", e num endereço ela vai em código (um espaço é %20; um "á", %C3%A1): o WhatsApp mostraria só o que vem antes do "&". → Use este endereço, o mesmo com a mensagem em código: "https://wa.me/5511987654321?text=Limpeza%26clareamento%231".',
      ),
    ],
  },
  {
    name: 'a wa.me link whose message has a "%" that starts no code',
    breakIt: href('https://wa.me/5511987654321?text=50%desconto'),
    expected: [
      atHref(
        'A mensagem do WhatsApp no endereço "https://wa.me/5511987654321?text=50%desconto" está escrita como texto, com "%", e num endereço ela vai em código (um espaço é %20; um "á", %C3%A1). → Use este endereço, o mesmo com a mensagem em código: "https://wa.me/5511987654321?text=50%25desconto".',
      ),
    ],
  },
  {
    name: 'an https link with a space',
    breakIt: href('https://www.exemplo.com.br/minha página'),
    expected: [
      atHref(
        'O endereço "https://www.exemplo.com.br/minha página" tem um espaço, e um endereço se escreve sem nenhum. → Copie o endereço da barra do navegador e cole-o aqui: copiado de lá, ele vem sem espaços. Um espaço que faz parte do endereço se escreve %20.',
      ),
    ],
  },
  {
    name: 'an https link that is two addresses',
    breakIt: href('https://www.exemplo.com.br ou https://www.outro.com.br'),
    expected: [
      atHref(
        'O endereço "https://www.exemplo.com.br ou https://www.outro.com.br" tem 2 espaços, e um endereço se escreve sem nenhum. → Copie o endereço da barra do navegador e cole-o aqui: copiado de lá, ele vem sem espaços. Um espaço que faz parte do endereço se escreve %20.',
      ),
    ],
  },
  {
    name: 'a mailto: with a second recipient after a comma',
    breakIt: href('mailto:a,evil@evil.example'),
    expected: [
      atHref(
        `"mailto:a,evil@evil.example" tem mais de um e-mail (separados por "," ou ";"), e aqui vai um só. → Deixe um e-mail só, ex.: ${mailtoExample}.`,
      ),
    ],
  },
  {
    name: 'a mailto: with an encoded @ that hides a recipient',
    breakIt: href('mailto:evil%40evil.example@b.co'),
    expected: [
      atHref(
        `"mailto:evil%40evil.example@b.co" tem um código com "%" (como %40, que é um "@"): o e-mail publicado não seria o que se lê. → Escreva o e-mail como ele é, só com letras, números, pontos e o "@", ex.: ${mailtoExample}.`,
      ),
    ],
  },
  ...unseenCharacters.map(([code, name]) => ({
    name: `a mailto: with U+${code} in the address`,
    breakIt: href(`"mailto:contato\\u${code}@exemplo.com.br"`),
    expected: [
      atHref(unseen(`${name} (U+${code})`, `mailto:contato\\u${code.toLowerCase()}@exemplo.com.br`, 'mailto:contato')),
    ],
  })),
  {
    name: 'a mailto: that is not an e-mail',
    breakIt: href('mailto:contato'),
    expected: [atHref(`"mailto:contato" não é um e-mail válido. → Escreva um e-mail completo, ex.: ${mailtoExample}.`)],
  },
  {
    name: 'a tel: with two numbers',
    breakIt: href('tel:(11) 3456-7890 ou (11) 3456-7891'),
    expected: [
      atHref(
        '"tel:(11) 3456-7890 ou (11) 3456-7891" não é um telefone que o site consiga discar. → Escreva um número só (sem ramal): o site faz dele um link que liga para ele. Use o DDD e o número, ex.: "(11) 3456-7890" ou "(11) 98765-4321"; pode começar com +55.',
      ),
    ],
  },
  // The footer's e-mail, by the same rule.
  {
    name: "the footer's e-mail with a zero-width space",
    breakIt: email('"contato\\u200B@exemplo.com.br"'),
    expected: [
      atEmail(unseen('um caractere invisível de largura zero (U+200B)', 'contato\\u200b@exemplo.com.br', 'contato')),
    ],
  },
  {
    name: "the footer's e-mail with two addresses",
    breakIt: email('contato@exemplo.com.br; vendas@exemplo.com.br'),
    expected: [
      atEmail(
        '"contato@exemplo.com.br; vendas@exemplo.com.br" tem mais de um e-mail (separados por "," ou ";"), e aqui vai um só. → Deixe um e-mail só, ex.: "contato@grupoinvero.com.br".',
      ),
    ],
  },
  // What links may be, still accepted.
  ...[
    'mailto:contato@exemplo.com.br',
    'https://www.exemplo.com.br/@grupo?utm=a@b',
    'https://www.exemplo.com.br:8443/a#b',
    'tel:+55 (11) 3456-7890',
    // What the form's WhatsApp helper writes, a message in code.
    'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20quero%20agendar%20uma%20consulta',
    'https://wa.me/5511987654321',
  ].map((value) => ({ name: `the link ${value} (valid)`, breakIt: href(value), expected: [] })),
];
