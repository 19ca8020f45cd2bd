import { judgeUpload } from '../../schema/load/check-content.ts';
import { judgePhoto, maxImageBytes, maxImagePixels, photoTooBig } from '../../schema/load/photo-bytes.ts';
import { say, sayAgain, type Words } from '../../schema/messages/catalogue/index.ts';
import { NOTIFICATION_SEND, store } from '../decap/door/internals.ts';
import { knownMediaFiles } from '../decap/door/store.ts';
import { showNotice } from '../ui/panel.ts';
import { formReader } from '../session/words/form-words.ts';
import { fileNameFault, freeName, photoExtensions, plainName } from '../../schema/fields/file-names.ts';
import { shrinkPhoto } from './shrink.ts';

/**
 * Every photo chosen in the CMS passes here before Decap sees it: the file input's `change` is held
 * (a listener on the document, in the capture phase, runs before React's on the CMS's root), the
 * photo judged from its bytes, and Decap given the photo to upload instead:
 * - a format the site cannot convert (HEIC from an iPhone, GIF, TIFF, SVG…, known by its bytes) is
 *   refused, saying how to get a JPEG from a phone, and nothing is uploaded; so is a file whose name
 *   is not a photo's (.jpg, .jpeg, .png, .webp, .avif), whatever its bytes: the chooser offers those
 *   only, and a file dropped on it is not held to its choice;
 * - a photo over the size or pixel limit is made smaller (shrink.ts), and the editor told so;
 * - its name is made plain and new: "Sala de Espera.JPG" becomes "sala-de-espera.jpg", and a name
 *   the library already has gets a number ("foto-2.jpg"). An upload never replaces a photo that
 *   other pages may show, and Decap's English question about replacing one never comes.
 */

/** How far over the pixel limit a photo is still made smaller: a phone or camera original, not a pixel bomb. */
const shrinkablePixels = 4 * maxImagePixels;

const extensions = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' } as const;

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace('.', ',');

type Prepared = { ok: true; file: File; shrunk?: Words } | { ok: false; name: string; words: Words };

/** Whether a refusal is one that making the photo smaller cures: too many pixels, but a real photo's. */
function shrinkable(words: Words): boolean {
  const data = words.said?.data as { width?: number; height?: number } | undefined;
  return words.said?.id === 'image-too-many-pixels' && (data?.width ?? 0) * (data?.height ?? 0) <= shrinkablePixels;
}

/** A chosen photo as the CMS will upload it, or why it is refused. */
async function preparePhoto(photo: File, taken: ReadonlySet<string>): Promise<Prepared> {
  const bytes = new Uint8Array(await photo.arrayBuffer());
  // The format first: a 12 MB HEIC is refused for being HEIC, which no shrinking in a browser cures.
  const judged = judgePhoto(bytes, photo.name);
  if (!judged.ok && !shrinkable(judged.words)) return { ok: false, name: photo.name, words: judged.words };
  if (fileNameFault(photo.name, photoExtensions) === 'extension') {
    return { ok: false, name: photo.name, words: say('image-name-not-photo', { src: photo.name }) };
  }
  if (judged.ok && bytes.length <= maxImageBytes) {
    const name = freeName(plainName(photo.name), extensions[judged.format], taken);
    return { ok: true, file: new File([bytes], name, { type: `image/${judged.format}` }) };
  }
  // Over a limit: smaller, as JPEG (a photo) or WebP (a PNG or other image that may have transparency).
  const isJpeg = judged.ok ? judged.format === 'jpeg' : bytes[0] === 0xff && bytes[1] === 0xd8;
  const type = isJpeg ? 'image/jpeg' : 'image/webp';
  const name = freeName(plainName(photo.name), type === 'image/jpeg' ? 'jpg' : 'webp', taken);
  const shrunk = await shrinkPhoto(photo, type).catch(() => undefined);
  const rejudged = shrunk && judgeUpload(new Uint8Array(await shrunk.blob.arrayBuffer()), name);
  if (!shrunk || !rejudged?.ok) {
    return { ok: false, name: photo.name, words: judged.ok ? photoTooBig(photo.name, bytes.length) : judged.words };
  }
  const words = say('cms-photo-shrunk', {
    photo: name,
    fromMb: megabytes(photo.size),
    toMb: megabytes(shrunk.blob.size),
    width: shrunk.width,
    height: shrunk.height,
  });
  return { ok: true, file: new File([shrunk.blob], name, { type }), shrunk: words };
}

const passedOn = new WeakSet<Event>();

async function takeOver(input: HTMLInputElement, chosen: File[]): Promise<void> {
  const taken = new Set(knownMediaFiles().map((file) => file.name.toLowerCase()));
  const ready: File[] = [];
  for (const photo of chosen) {
    const prepared = await preparePhoto(photo, taken);
    if (!prepared.ok) {
      input.value = '';
      const reader = formReader(() => '');
      showNotice(
        say('cms-upload-refused', { photo: prepared.name }),
        'refusal',
        paragraph(sayAgain(prepared.words, reader)),
      );
      return;
    }
    taken.add(prepared.file.name);
    ready.push(prepared.file);
    if (prepared.shrunk) {
      const message = `${prepared.shrunk.message} ${prepared.shrunk.hint}`;
      store.dispatch({ type: NOTIFICATION_SEND, payload: { message, type: 'info', dismissAfter: 10_000 } });
    }
  }
  const transfer = new DataTransfer();
  for (const file of ready) transfer.items.add(file);
  input.files = transfer.files;
  const change = new Event('change', { bubbles: true });
  passedOn.add(change);
  input.dispatchEvent(change);
}

function paragraph({ message, hint }: Words): HTMLElement {
  const text = document.createElement('p');
  text.textContent = `${message} ${hint}`;
  return text;
}

/** What the file chooser offers: the photos the site publishes, by name and by type. */
const photoChoice = [
  ...photoExtensions.map((extension) => `.${extension}`),
  ...Object.keys(extensions).map((format) => `image/${format}`),
].join(',');

/**
 * Holds every file chosen in the CMS until its photos are ready (see above). Decap's chooser offers
 * any image (`image/*`, SVG among them): a click on it offers the site's photos only, set before the
 * browser opens it.
 */
export function preparePhotosBeforeUpload(): void {
  document.addEventListener(
    'click',
    (event) => {
      const input = event.target;
      if (input instanceof HTMLInputElement && input.type === 'file') input.accept = photoChoice;
    },
    true,
  );
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || passedOn.has(event)) return;
      const chosen = [...(input.files ?? [])];
      if (chosen.length === 0) return;
      event.stopImmediatePropagation();
      void takeOver(input, chosen);
    },
    true,
  );
}
