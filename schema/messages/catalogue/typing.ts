import { entry } from './entry.ts';

/** A text as it would be written between straight quotes: single quotes when it holds double ones. */
const quoted = (text: string) => (text.includes('"') ? `'${text.replace(/'/g, "''")}'` : `"${text}"`);
const field = (key: string | undefined, text: string) => (key ? `${key}: ${quoted(text)}` : `- ${quoted(text)}`);

/**
 * Typing mistakes, each told at the character that causes it: YAML that is valid but would publish
 * other text than the editor typed, and YAML errors whose generic words would send the editor astray.
 */
export const typingMessages = {
  'lone-carriage-return': entry({
    message: (_, to) =>
      to.form
        ? 'O arquivo desta entrada tem uma quebra de linha antiga (CR, U+000D) sem o LF: o YAML não a lê como quebra de linha, e o que vem depois dela sumiria do site.'
        : 'Esta linha termina numa quebra de linha antiga (CR, U+000D) sem o LF: o seu editor pode mostrá-la como quebra, mas o YAML não, e o que vem depois dela ficaria nesta linha (ou num comentário) e sumiria do site.',
    hint: (_, to) =>
      to.form
        ? 'Nada foi salvo. Ela foi feita fora do editor: peça a quem cuida do site para salvar o arquivo com quebras de linha normais (LF) e rodar "npm run validate".'
        : 'Salve o arquivo com quebras de linha normais: no seu editor, escolha o fim de linha "LF" (ou "CRLF") e salve de novo; depois confira se a linha seguinte está no lugar.',
  }),
  'invisible-space': entry<{ name: string }>({
    message: ({ name }) =>
      `Há um caractere invisível (${name}) no recuo desta linha, e o YAML só aceita espaços comuns.`,
    hint: () =>
      'Apague os espaços do começo desta linha e digite-os de novo com a barra de espaço (esse caractere costuma vir de texto copiado da web).',
  }),
  'reserved-start': entry<{ symbol: string; key?: string; text: string }>({
    message: ({ symbol }) => `O texto começa com "${symbol}", um símbolo que o YAML reserva para outros usos.`,
    hint: ({ key, text }) => `Coloque o texto inteiro entre aspas: ${field(key, text)}.`,
  }),
  'quotes-in-quotes': entry<{ key?: string; text: string }>({
    message: () =>
      'Há aspas retas (") dentro de um texto que já está entre aspas retas: o YAML achou que o texto terminava aqui.',
    hint: ({ key, text }) =>
      `Use aspas simples por fora, ${field(key, text)}, ou troque as aspas de dentro por aspas curvas (“…”).`,
  }),
  'list-item-indent': entry<{ list: string }>({
    message: ({ list }) => `Este item da lista "${list}" está com um recuo diferente do dos itens de cima.`,
    hint: () =>
      'Alinhe o "- " deste item exatamente embaixo do "- " dos outros itens: o mesmo número de espaços no começo da linha.',
  }),
  'unnamed-list': entry({
    message: () => 'Esta lista não tem nome: falta, antes dela, a linha do campo a que ela pertence.',
    hint: () =>
      'Escreva o nome do campo e dois-pontos numa linha logo acima da lista, com o recuo do bloco (numa página, "sections:").',
  }),
  'dash-missing': entry<{ key: string; list: string }>({
    message: ({ key, list }) =>
      `O campo "${key}" aparece de novo no mesmo item da lista "${list}": parece o começo de um novo item sem o "- " na frente.`,
    hint: ({ key }) =>
      `Se é um novo item, comece a linha com "- " alinhado com os outros itens ("- ${key}: …") e recue as linhas seguintes do item como as dos outros.`,
  }),
  'colon-in-text': entry<{ key?: string; text: string }>({
    message: () => 'Este texto tem ": " (dois-pontos e espaço) no meio, e o YAML o confundiu com um novo campo.',
    hint: ({ key, text }) => `Coloque o texto inteiro entre aspas: ${field(key, text)}.`,
  }),
  'comment-cuts-text': entry<{ key?: string; text: string }>({
    message: () =>
      'Neste texto sem aspas, " #" começa um comentário do YAML: tudo o que vem depois ficaria fora do site.',
    hint: ({ key, text }) => `Coloque o texto inteiro entre aspas: ${field(key, text)}.`,
  }),
  'list-swallowed': entry<{ list: string }>({
    message: ({ list }) =>
      `Os itens da lista "${list}" viraram um só texto: o primeiro item está com menos recuo que os seguintes, e o YAML leu os outros como continuação dele.`,
    hint: () => 'Alinhe o "- " de todos os itens da lista: o mesmo número de espaços no começo de cada linha.',
  }),
};
