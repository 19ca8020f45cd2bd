import * as z from 'zod';
import { explained } from '../messages/explained.ts';
import { formWords } from './form-words.ts';
import { withoutInvisible } from './invisible.ts';
import { phoneDigits } from './phone.ts';

/**
 * Addresses are judged by the platform's URL parser, the one the build, the browser and the link
 * check use: a pattern alone let `https://[evil.example/x.png` through validation and then broke
 * the build. Anything these accept, the build accepts.
 */
function parse(value: string, base?: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/** An https address of another site: a real domain name, no password in it, no spaces. */
function isWebAddress(value: string): boolean {
  const url = /\s/.test(value) ? undefined : parse(value);
  return url?.protocol === 'https:' && z.regexes.domain.test(url.hostname) && !url.username && !url.password;
}

const mailAddress = /^mailto:[^\s@/?#]+@[^\s@/?#]+\.[^\s@/?#]+$/i;

/** Where the editors' own photos live, inside the content folder: what a local image's address starts with. */
export const contentImagesFolder = 'images';

/**
 * A photo of the content folder, as the CMS saves it: `images/consultorio.jpg`. Any name an
 * editor gives a file, but never a step out of the folder (`..`), a backslash or a control character.
 */
export function isContentImage(value: string): boolean {
  const [folder, ...rest] = value.split('/');
  return (
    folder === contentImagesFolder &&
    rest.length > 0 &&
    rest.every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\\u0000-\u001f]/.test(segment))
  );
}

// Only schemes that open a page, a mail client or a phone: anything else
// (javascript:, data:, http:) is either a script or an insecure page.
export const externalUrlSchema = z
  .string()
  .trim()
  .refine(withoutInvisible(), explained('invisible-character'))
  .refine(
    (value) =>
      isWebAddress(value) ||
      (mailAddress.test(value) && parse(value) !== undefined) ||
      (/^tel:/i.test(value) && phoneDigits(value.slice(4)) !== undefined),
    explained('external-url'),
  )
  .describe('Endereço externo: começa com https://, mailto: ou tel:.')
  .register(formWords, { label: 'Endereço externo' });

export const imageSourceSchema = z
  .string()
  .trim()
  .refine(withoutInvisible(), explained('invisible-character'))
  .refine((value) => isWebAddress(value) || isContentImage(value), explained('image-src'))
  .describe('A foto: um arquivo da pasta content/images/ ("images/foto.jpg") ou um endereço https://….')
  .register(formWords, {
    label: 'Arquivo ou endereço da imagem',
    hint: 'Escolha uma foto já enviada ou envie uma nova; a foto de outro site entra pelo endereço https:// dela.',
  });

/**
 * An https origin and, if it lives in a folder, its path, in plain letters: the site's own address
 * (written into the sitemap, robots.txt and every canonical link) and the CMS's login service. So
 * nothing that could be markup or change those files' meaning may get in.
 */
function isPlainAddress(value: string): boolean {
  const url = isWebAddress(value) ? parse(value) : undefined;
  if (!url || url.search || url.hash || value.includes('?') || value.includes('#')) return false;
  const plainPath = /^(?:\/[A-Za-z0-9._~-]+)*\/?$/.test(url.pathname);
  // What was typed must be what the parser read: no escapes or tricks the parser rewrote.
  return (
    plainPath &&
    value.replace(/\/+$/, '').toLowerCase() === `${url.origin}${url.pathname}`.replace(/\/+$/, '').toLowerCase()
  );
}

const plainAddressSchema = (rule: 'site-url' | 'cms-auth-url') =>
  z
    .string()
    .trim()
    .refine(isPlainAddress, explained(rule))
    .transform((url) => url.replace(/\/+$/, ''));

export const siteAddressSchema = plainAddressSchema('site-url')
  .describe('Endereço público do site, com https://, usado nos links canônicos e no sitemap.')
  .register(formWords, { label: 'Endereço do site' });

export const loginServiceAddressSchema = plainAddressSchema('cms-auth-url')
  .describe('Endereço do serviço de login do GitHub (OAuth) que o editor online usa; sem ele, o do Netlify.')
  .register(formWords, { label: 'Endereço do serviço de login' });
