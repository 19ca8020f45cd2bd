/**
 * The CMS's local backend in `npm run cms`: the API of decap-server's local_fs mode (POST /api/v1,
 * which Decap's `local_backend` calls), in the process of `npm run cms` itself, on 127.0.0.1 only.
 * It answers the CMS's own page only (backend-callers.ts), the actions and paths the CMS uses only
 * (backend-requests.ts), and reaches the content's regular files only (content-files.ts). Anything
 * else is refused with a short Portuguese error before anything is read or written, and no request
 * can end it: every failure is answered (safety-net.ts catches what escapes).
 */
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import path from 'node:path';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import { answerRequest } from './backend-actions.ts';
import { backendPath, localBackendUrl } from './backend-address.ts';
import { isCmsCaller, type Callers } from './backend-callers.ts';
import { checkBackendRequest } from './backend-requests.ts';
import { contentFiles, RefusedFile } from './content-files.ts';
import { oneAtATime } from './content-version.ts';
import { localCommits } from './local-commits.ts';
import { localHistory } from './local-history.ts';
import { runAnswering } from './safety-net.ts';

/**
 * The largest request, and the largest file sent back: decap-server's own limit. A photo of the
 * site is 10 MB at most (13.4 MB as base64 in JSON).
 */
export const maxRequestBytes = 50 * 1024 * 1024;

export interface LocalBackendOptions extends Callers {
  /** The repository's root, which holds content/. */
  root: string;
  /** Where refusals and faults are told; the terminal of `npm run cms` unless told. */
  log?: (line: string) => void;
}

export interface LocalBackend {
  /** The API's address, e.g. http://127.0.0.1:8081/api/v1 */
  url: string;
  close: () => Promise<void>;
}

type Reply = { status: number; body: unknown };

const refusal = (status: number, { message, hint }: Words): Reply => ({
  status,
  body: { error: `${message} ${hint}` },
});

function send(response: ServerResponse, { status, body }: Reply, headers: OutgoingHttpHeaders): void {
  // A fault after the answer began (the safety net's): the half-sent answer is cut, never mixed with another.
  if (response.headersSent) {
    if (!response.writableEnded) response.destroy();
    return;
  }
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  response.end(status === 204 ? undefined : JSON.stringify(body));
}

/** The body as JSON, within the size limit, or the answer that refuses it. */
async function readJson(request: IncomingMessage): Promise<{ json: unknown } | { refused: Reply }> {
  const tooBig = { refused: refusal(413, say('cms-request-too-big', { limitMb: maxRequestBytes / 1024 / 1024 })) };
  if (Number(request.headers['content-length']) > maxRequestBytes) return tooBig;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxRequestBytes) return tooBig;
    chunks.push(chunk);
  }
  try {
    return { json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown };
  } catch {
    return { refused: refusal(400, say('cms-request-malformed')) };
  }
}

export async function startLocalBackend({
  root,
  port,
  cmsOrigin,
  log = console.error,
}: LocalBackendOptions): Promise<LocalBackend> {
  const state = {
    files: contentFiles(root, maxRequestBytes),
    repository: path.basename(root),
    oneAtATime: oneAtATime(),
    record: await localCommits(root),
    history: localHistory(root),
  };
  /** Only the CMS's page may read the answers (and only once it is known to be the caller). */
  const cors: OutgoingHttpHeaders = { 'access-control-allow-origin': cmsOrigin, vary: 'Origin' };

  async function reply(request: IncomingMessage): Promise<{ reply: Reply; headers: OutgoingHttpHeaders }> {
    const { method, url, headers } = request;
    if (!isCmsCaller(headers, { port, cmsOrigin })) {
      // Quoted: the headers are the caller's text, and the terminal must not take it for its own codes.
      log(
        `CMS local: pedido recusado de ${JSON.stringify(headers.origin ?? 'nenhuma origem')} para ${JSON.stringify(headers.host ?? '')}.`,
      );
      const words = say('cms-caller-refused', { adminUrl: `${cmsOrigin}/admin/` });
      return { reply: refusal(403, words), headers: { connection: 'close' } };
    }
    const preflight = method === 'OPTIONS' && headers['access-control-request-method'] === 'POST';
    if (url !== backendPath || (method !== 'POST' && !preflight)) {
      return { reply: refusal(403, say('cms-action-refused', { action: `${method} ${url}` })), headers: cors };
    }
    if (preflight) {
      const allowed = { 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type' };
      return {
        reply: { status: 204, body: undefined },
        headers: { ...cors, ...allowed, 'access-control-max-age': '600' },
      };
    }
    const read = await readJson(request);
    if ('refused' in read) return { reply: read.refused, headers: { ...cors, connection: 'close' } };
    const checked = checkBackendRequest(read.json);
    if (!checked.ok) {
      log(`CMS local (${checked.status}): ${checked.words.message}`);
      return { reply: refusal(checked.status, checked.words), headers: cors };
    }
    try {
      return { reply: { status: 200, body: await answerRequest(checked.request, state) }, headers: cors };
    } catch (error) {
      if (!(error instanceof RefusedFile)) throw error;
      log(`CMS local: ${error.words.message}`);
      return { reply: refusal(error.status, error.words), headers: cors };
    }
  }

  const server = createServer((request, response) => {
    const answerFault = (fault: unknown) => {
      log(`CMS local: erro ao atender um pedido.\n${fault instanceof Error ? fault.stack : String(fault)}`);
      const detail = fault instanceof Error ? fault.message : String(fault);
      const headers = isCmsCaller(request.headers, { port, cmsOrigin }) ? cors : {};
      send(response, refusal(500, say('unexpected-error', { detail })), headers);
    };
    void runAnswering(answerFault, () =>
      reply(request).then((answer) => send(response, answer.reply, answer.headers), answerFault),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    url: localBackendUrl(port),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
