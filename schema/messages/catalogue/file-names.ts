import { maxFileNameLength } from '../../fields/file-names.ts';
import { entry } from './entry.ts';

/** What a file of each kind is, and the extensions its name may end in, as the messages say them. */
const kinds = {
  page: { what: 'uma página', extensions: '".yaml"' },
  photo: { what: 'uma foto', extensions: '".jpg", ".jpeg", ".png", ".webp" ou ".avif"' },
  folder: { what: 'uma pasta de fotos', extensions: '' },
} as const;

export type NamedKind = keyof typeof kinds;

/**
 * A file's name as the messages show it: quoted, shortened when long, and every character but plain
 * ASCII written as its code, so that what makes it not plain shows: a direction mark (\u202e), an
 * accent typed apart from its letter (e\u0301), a fullwidth dot (\uff0e).
 */
export function shownFileName(name: string): string {
  const short = name.length > 60 ? `${name.slice(0, 57)}…` : name;
  return `"${short.replace(/[^\u0020-\u007e…]/gu, (character) => {
    const code = character.codePointAt(0)!;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
  })}"`;
}

const plainRule = (kind: NamedKind) =>
  `o nome de ${kinds[kind].what} só pode ter letras minúsculas sem acento, números e hífens${kind === 'folder' ? '' : `, e terminar em ${kinds[kind].extensions}`}`;

/** The names of the content's own files: plain, not too long; and what content/images/ may hold. */
export const fileNameMessages = {
  'file-name-not-plain': entry<{ name: string; kind: NamedKind; suggestion: string }>({
    message: ({ name, kind }) => `O nome ${shownFileName(name)} não é um nome simples: ${plainRule(kind)}.`,
    hint: ({ suggestion }) =>
      `Renomeie-o para "${suggestion}". Espaços, acentos, maiúsculas e sinais (mesmo os que não se veem) fazem um nome parecer outro, ou dois nomes parecerem um só.`,
  }),
  'file-name-too-long': entry<{ name: string; suggestion: string }>({
    message: ({ name }) =>
      `O nome ${shownFileName(name)} tem ${name.length} caracteres, e o limite é ${maxFileNameLength}.`,
    hint: ({ suggestion }) => `Renomeie-o com um nome mais curto, ex.: "${suggestion}".`,
  }),
  'images-not-photo': entry<{ name: string }>({
    message: ({ name }) =>
      `${shownFileName(name)} não é uma foto: a pasta content/images/ guarda só as fotos do site, em ${kinds.photo.extensions}.`,
    hint: () =>
      'Tire o arquivo desta pasta. Se for uma foto, exporte-a como JPEG e copie-a de novo para cá; um desenho (SVG), uma página (HTML) ou um documento não entram no site por aqui.',
  }),
};
