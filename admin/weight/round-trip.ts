/**
 * What a phone receives of a page in the first round trip of a new connection, and how a page is
 * weighed against it: the same figures and the same compression for the build (which prints a
 * warning beside each page past it, scripts/audit/page-weight.ts) and for the CMS (which warns the
 * editor beside Publicar, long-page.ts). Browser-safe: no Node, no React.
 */

/**
 * A new TCP connection sends at first 10 segments before it waits for the phone's answer (the initial
 * congestion window, RFC 6928), each at most 1460 bytes on the usual path (a 1500-byte packet less
 * the IP and TCP headers): 14,600 bytes. QUIC (HTTP/3) starts alike, about 14,720 (RFC 9002).
 */
export const initialWindowBytes = 10 * 1460;

/**
 * The response's headers travel in the same window: the page's security policy with its hashes, the
 * other security and caching headers of `_headers`, and the host's own (date, type, encoding): about
 * 1,000 bytes today. A test of the built site (tests/e2e/budget.e2e.test.ts) holds them under this.
 */
export const headersAllowanceBytes = 1400;

/** The most a page's HTML may weigh, compressed, to arrive whole in that first round trip: 13,200 bytes. */
export const roundTripBytes = initialWindowBytes - headersAllowanceBytes;

/** Whether a page's HTML, compressed, needs more than one round trip to arrive. */
export const pastOneRoundTrip = (htmlBytes: number): boolean => htmlBytes > roundTripBytes;

/** KB as the site's budgets count them (1024 bytes), to one decimal, in Portuguese: "12,9". */
export const kilobytes = (bytes: number): string => (bytes / 1024).toFixed(1).replace('.', ',');

/**
 * What of a page is the editor's to change, as one text: its title and description (written in its
 * head, for the tab and for link previews) and the content of its <main>, the sections. Everything
 * else of the page, its frame, is the site's: the stylesheet, the header, the footer, the scripts.
 */
export const pageText = (title: string, description: string, main: string): string =>
  `${title}\n${description}\n${main}`;

/**
 * The bytes of `text` compressed with gzip at its default level, the way hosts send a page: by the
 * CompressionStream of the browser, and of Node in the build's tests, which give the bytes zlib
 * gives (a unit test compares them).
 */
export async function compressedBytes(text: string): Promise<number> {
  const compressed = new Response(text).body!.pipeThrough(new CompressionStream('gzip'));
  return (await new Response(compressed).arrayBuffer()).byteLength;
}

/**
 * Where the CMS's page carries the frame's share of each page of the site (see `estimatedPageBytes`),
 * in bytes by address, as JSON: a <meta> of this name, written by the build into /admin/
 * (scripts/build/admin-site.ts) and by the dev server from the site built last (scripts/vite/admin.ts).
 */
export const pageFrameMeta = 'invero-page-frame';

/**
 * A page's HTML, compressed, from its frame's share (measured by the build on the built pages,
 * scripts/audit/page-weight.ts) and the text of the page as drawn now.
 */
export async function estimatedPageBytes(frameBytes: number, text: string): Promise<number> {
  return frameBytes + (await compressedBytes(text));
}
