import { replaceOnce, type Workspace } from '../workspace.ts';

/**
 * Broken (and a few surprising but valid) content, each with the exact errors an editor sees:
 * `file:line:column message → hint`. An empty `expected` means the content is valid.
 */
export interface CorpusCase {
  name: string;
  breakIt: (ws: Workspace) => void;
  expected: string[];
  /** The moment the content is read for (ISO 8601), where what is scheduled matters; else now. */
  at?: string;
}

export const edit = (file: string, from: string, to: string) => (ws: Workspace) =>
  ws.write(file, replaceOnce(ws.read(file), from, to));
export const appendTo = (file: string, text: string) => (ws: Workspace) => ws.write(file, ws.read(file) + text);
export const replaceFile = (file: string, data: string | Buffer) => (ws: Workspace) => ws.write(file, data);

/** The base's showcase photo, another site's, made a file of the content folder (content/images/foto.jpg). */
const httpsPhoto =
  'src: https://images.exemplo.com/foto.jpg\n      alt: Uma foto\n      width: 1200\n      height: 800';
export const localPhoto = (src = 'images/foto.jpg', more = '') =>
  edit('pages/servicos.yaml', httpsPhoto, `src: ${src}\n      alt: Uma foto${more}`);
export const withFile =
  (file: string, data: string | Buffer, src = `images/${file}`) =>
  (ws: Workspace) => {
    localPhoto(src)(ws);
    ws.write(`images/${file}`, data);
  };
