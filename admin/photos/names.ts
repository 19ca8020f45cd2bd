/**
 * The name an uploaded photo is saved under: plain (as the site's addresses like it) and new (an
 * upload never replaces a photo that other pages may show).
 */

/** A file's name without its extension, lower case, no accents, words joined by hyphens: "Sala de Espera.JPG" → "sala-de-espera". */
export function plainName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '');
  const plain = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return plain || 'foto';
}

/** `base.extension`, numbered when that name is taken: "foto.jpg", "foto-2.jpg", "foto-3.jpg"… */
export function freeName(base: string, extension: string, taken: ReadonlySet<string>): string {
  for (let number = 1; ; number++) {
    const name = `${base}${number === 1 ? '' : `-${number}`}.${extension}`;
    if (!taken.has(name)) return name;
  }
}
