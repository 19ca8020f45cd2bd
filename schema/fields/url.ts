import * as z from 'zod';
import type { RuleId } from '../messages/catalogue/index.ts';
import { explained, refusedFor } from '../messages/explained.ts';
import { emailFault, emailRules, type EmailFault } from './email.ts';
import { formWords } from './form-words.ts';
import { withoutInvisible } from './invisible.ts';
import { phoneDigits, telHref } from './phone-number.ts';
import { isWebAddress, parse, webAddressFault, type WebAddressFault } from './web-address.ts';

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

/**
 * Why a link's address is refused: only schemes that open a page, a mail client or a phone, and
 * each as its reader takes it. Anything else (javascript:, data:, http:) is either a script or an
 * insecure page; a `mailto:` is one address, by the rule of the footer's e-mail; a `tel:` one number.
 */
type ExternalFault = WebAddressFault | EmailFault | 'phone';

const mailto = /^mailto:/i;
const tel = /^tel:/i;

function externalFault(value: string): ExternalFault | undefined {
  if (mailto.test(value)) return emailFault(value.replace(mailto, ''));
  if (tel.test(value)) return phoneDigits(value.replace(tel, '')) === undefined ? 'phone' : undefined;
  return webAddressFault(value);
}

const externalRules = {
  address: 'external-url',
  slashes: 'link-slashes',
  'whatsapp-text': 'link-whatsapp-text',
  spaces: 'link-spaces',
  credentials: 'link-credentials',
  phone: 'phone',
  ...emailRules,
} as const satisfies Record<ExternalFault, RuleId>;

export const externalUrlSchema = refusedFor(
  z.string().trim().refine(withoutInvisible(), explained('invisible-character')),
  externalFault,
  externalRules,
)
  // A number is dialled as the footer's phone is: +55 and its digits, whatever the spaces and brackets.
  .transform((value) => (tel.test(value) ? telHref(value.replace(tel, '')) : value))
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

/** Plain http is an address only on this machine: a built editor tried here, before it is published. */
const loopbackHttp = /^http:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?\/?$/i;

/**
 * The online editor's own address: an origin alone (scheme, host and port; no path, query or
 * credentials), with https and a real domain name, or plain http on this machine. The admin and the
 * site's function compare it, as written, with where they run and where a request comes from.
 */
function isEditorAddress(value: string): boolean {
  if (loopbackHttp.test(value)) return true;
  const url = isWebAddress(value) ? parse(value) : undefined;
  return url !== undefined && value.replace(/\/$/, '').toLowerCase() === url.origin;
}

export const editorAddressSchema = z
  .string()
  .trim()
  .refine(isEditorAddress, explained('cms-editor-url'))
  .transform((value) => new URL(value).origin)
  .describe(
    'O endereço próprio do editor online (só o domínio, com https://), que serve só o /admin/ e, na entrada por e-mail, a função do site, ex.: "https://editor.grupoinvero.com.br". Nenhuma página do site roda nele.',
  )
  .register(formWords, { label: 'Endereço do editor' });
