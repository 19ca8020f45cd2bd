/**
 * The names a page file and a photo may have: the one rule for `npm run validate` (schema/load/), the
 * CMS's uploads (admin/photos/) and the local backend that writes them (scripts/cms/). No Node here.
 *
 * A name is plain: lower-case letters without accents, digits and hyphens, then its extension, as
 * the CMS already names an upload ("Sala de Espera.JPG" → "sala-de-espera.jpg") and a new page
 * (after its address: "/clinica-sul" → "clinica-sul.yaml"). A name is the editor's own text, and
 * anything else in it misleads: a direction mark (U+202E) shows "gpj.lmth" as "html.jpg", a leading
 * space or a fullwidth dot looks like nothing or like a dot, "%2e%2e%2f" reads as "../" to whatever
 * decodes it, and "é" typed two ways (NFC, NFD) makes two files that look like one. Plain names are
 * ASCII, so they are NFC and every byte is one character.
 */

/** Lower-case letters without accents, digits and single hyphens between them: "clinica-sul". */
export const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The formats the build encodes (JPEG, PNG, WebP, AVIF), by the extensions their files have. */
export const photoExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

/** A page is a YAML file. */
export const pageExtensions = ['yaml'] as const;

/**
 * The longest name, extension included. A file system stops at 255 bytes (ENAMETOOLONG); 100 leaves
 * room for what is added to a name (the backend's temporary file beside it, a number for a name
 * taken) and for the folders before it in Windows' 260-character paths, and is longer than any
 * name a person types or reads whole.
 */
export const maxFileNameLength = 100;

/** How long the plain part of a name made here may be: the longest name, less a number and an extension ("-99.jpeg"). */
const maxPlainLength = maxFileNameLength - 10;

/** Why a name is refused: not a name of this kind (`extension`), too long, or not plain. */
export type FileNameFault = 'extension' | 'too-long' | 'not-plain';

const extensionOf = (name: string) => /\.([^.]*)$/.exec(name)?.[1] ?? '';

/**
 * Why `name` (a file's own name, no folder) is not one a file with one of `extensions` may have, or
 * nothing when it may. The extension is judged whatever its case ("FOTO.JPG" is a photo with a name
 * to make plain).
 */
export function fileNameFault(name: string, extensions: readonly string[]): FileNameFault | undefined {
  if (!extensions.includes(extensionOf(name).toLowerCase())) return 'extension';
  if (name.length > maxFileNameLength) return 'too-long';
  const base = name.slice(0, -extensionOf(name).length - 1);
  return kebabCase.test(base) && extensions.includes(extensionOf(name)) ? undefined : 'not-plain';
}

/** Whether `name` is a plain name for a folder: no extension, the same letters. */
export const isPlainFolderName = (name: string) => name.length <= maxFileNameLength && kebabCase.test(name);

/**
 * A name without its extension, made plain: lower case, no accents, words joined by hyphens, not too
 * long. "Sala de Espera.JPG" → "sala-de-espera"; `fallback` when nothing is left of it.
 */
export function plainName(name: string, fallback = 'foto'): string {
  const plain = name
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxPlainLength)
    .replace(/^-+|-+$/g, '');
  return plain || fallback;
}

/** `base.extension`, numbered when that name is taken: "foto.jpg", "foto-2.jpg", "foto-3.jpg"… */
export function freeName(base: string, extension: string, taken: ReadonlySet<string>): string {
  for (let number = 1; ; number++) {
    const name = `${base}${number === 1 ? '' : `-${number}`}.${extension}`;
    if (!taken.has(name)) return name;
  }
}

/** The plain name to give the file `name`, of one of `extensions`, among the names `taken`: what a refusal suggests. */
export function plainFileName(name: string, extensions: readonly string[], taken: ReadonlySet<string>): string {
  const extension = extensionOf(name).toLowerCase();
  return freeName(plainName(name, 'arquivo'), extensions.includes(extension) ? extension : extensions[0]!, taken);
}
