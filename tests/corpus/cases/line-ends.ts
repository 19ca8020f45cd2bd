import { edit, type CorpusCase } from './edits.ts';

const loneCr = (place: string) =>
  `${place} Esta linha termina numa quebra de linha antiga (CR, U+000D) sem o LF: o seu editor pode mostrá-la como quebra, mas o YAML não, e o que vem depois dela ficaria nesta linha (ou num comentário) e sumiria do site. → Salve o arquivo com quebras de linha normais: no seu editor, escolha o fim de linha "LF" (ou "CRLF") e salve de novo; depois confira se a linha seguinte está no lugar.`;

/**
 * Line ends: a carriage return alone (CR, not CRLF) looks like a line break in most editors, but YAML
 * reads what follows it as the same line. Refused where it is, before it can hide a field in a comment.
 */
export const lineEndCases: CorpusCase[] = [
  {
    // The audit's case: the button's style vanished from the page, and validate passed.
    name: 'a lone CR after a comment, which would swallow the next line',
    breakIt: edit('pages/servicos.yaml', '        style: secondary', '        # nota\r        style: secondary'),
    expected: [loneCr('content/pages/servicos.yaml:44:15')],
  },
  {
    // Was "O arquivo está vazio." (the whole file one comment) or a missing field at line 2.
    name: 'a file whose line ends are all lone CRs (old Mac)',
    breakIt: (ws) => ws.write('site.yaml', `# o site\n${ws.read('site.yaml')}`.replace(/\n/g, '\r')),
    expected: [loneCr('content/site.yaml:1:9')],
  },
  {
    name: 'a lone CR inside a quoted text, told as a line end rather than an invisible character',
    breakIt: edit('pages/home.yaml', 'title: Início', 'title: "Iní\rcio"'),
    expected: [loneCr('content/pages/home.yaml:2:12')],
  },
  {
    name: 'CRLF line ends with comments (valid)',
    breakIt: (ws) =>
      ws.write(
        'pages/servicos.yaml',
        ws
          .read('pages/servicos.yaml')
          .replace('        style: secondary', '        # nota\n        style: secondary')
          .replace(/\n/g, '\r\n'),
      ),
    expected: [],
  },
];
