/**
 * How much the local backend takes in: what one request may carry, and how many that carry photos
 * it reads at once. The outside audit's 40 saves of 48 MB at once took the backend to 4.2 GB, and an
 * `entriesByFiles` of 150,000 entries answered 49 MB, then EMFILE for 16 s. Every cap is checked
 * before the work it bounds: the size a request declares before its body is read, the photos
 * reading at once before another body is taken, the files a request names before any is opened.
 * Only the CMS's own tab gets this far (the secret is checked first), so these are against a
 * mistake or a CMS gone wrong, not a stranger, and each answers in words the CMS shows.
 */
import type { IncomingMessage } from 'node:http';
import { maxFileBytes } from '../../schema/load/check-content.ts';
import { maxImageBytes } from '../../schema/load/photo-bytes.ts';

/** The length of `bytes` bytes as base64: how a photo travels in the JSON of a request. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

export const backendLimits = {
  /**
   * A request without photos: a page's text (83 KB at most, `maxFileBytes`) with room to spare.
   * A larger one is an upload, and must carry photos.
   */
  textRequestBytes: 1024 * 1024,
  /** A request with photos: decap-server's own limit, three photos at the upload limit and a page's text. */
  requestBytes: 50 * 1024 * 1024,
  /** Uploads (requests over `textRequestBytes`) read and handled at once; another is refused (429), not queued. */
  uploadsAtOnce: 2,
  /** The files one request names (entriesByFiles, deleteFiles): the CMS asks for the two files of settings at once. */
  filesPerRequest: 50,
  /** One photo's content in a request: the upload limit (10 MB), as base64. */
  photoChars: base64Length(maxImageBytes),
  /** A page's text as saved: the largest content file the loader reads. */
  textBytes: maxFileBytes,
} as const;

/** The request's body, whole, or 'too-big' when it is over `maxBytes`. */
export async function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer | 'too-big'> {
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (declared > maxBytes) return 'too-big';
  const chunks: Buffer[] = [];
  let size = 0;
  // Read to the end even past the cap: a body left unread makes the connection end under the answer,
  // and the CMS would see a failed request instead of the words that say why. Nothing past it is kept.
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return size > maxBytes ? 'too-big' : Buffer.concat(chunks, size);
}

/** Whether the request is an upload: larger than a text request, or of a size not declared (chunked). */
export function isUpload(request: IncomingMessage): boolean {
  const declared = request.headers['content-length'];
  return declared === undefined || Number(declared) > backendLimits.textRequestBytes;
}

/**
 * A count of uploads in progress: `enter` takes a place, or says there is none (undefined), and the
 * function it returns gives the place back.
 */
export function uploadPlaces(width: number = backendLimits.uploadsAtOnce) {
  let taken = 0;
  return {
    enter(): (() => void) | undefined {
      if (taken >= width) return undefined;
      taken++;
      let left = false;
      return () => {
        if (!left) taken--;
        left = true;
      };
    },
  };
}
