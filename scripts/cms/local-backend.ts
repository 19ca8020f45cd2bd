/**
 * The CMS's local backend in `npm run cms`: the API of decap-server's local_fs mode (POST /api/v1,
 * which Decap's `local_backend` calls), in the process of `npm run cms` itself, on 127.0.0.1 only.
 * It answers the CMS's own page only (backend-callers.ts), within caps on what a request carries
 * and how many uploads it reads at once (backend-limits.ts), the actions and paths the CMS uses only
 * (backend-requests.ts), and reaches the content's regular files only (content-files.ts). Anything
 * else is refused with a short Portuguese error before anything is read or written, and no request
 * can end it: every failure is answered (safety-net.ts catches what escapes), and no answer names
 * where the repository is on this machine. Before it serves, it puts right what a killed run left.
 */
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import path from 'node:path';
import { runSecret } from '../../admin/repository/local/run-secret.ts';
import { maxImageBytes } from '../../schema/load/photo-bytes.ts';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import { atMost } from './at-most.ts';
import { answerRequest } from './backend-actions.ts';
import { backendPath, localBackendUrl } from './backend-address.ts';
import { carriesSecret, isCmsCaller, type Callers } from './backend-callers.ts';
import { backendLimits, isUpload, readBody, uploadPlaces } from './backend-limits.ts';
import { checkBackendRequest, type BackendRequest } from './backend-requests.ts';
import { contentFiles, RefusedFile } from './content-files.ts';
import { contentPathKind } from './content-paths.ts';
import { checkoutAt } from './git-command.ts';
import { putRightWhatWasLeft } from './left-behind.ts';
import { localCommits } from './local-commits.ts';
import { localHistory } from './local-history.ts';
import { runAnswering } from './safety-net.ts';

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
type Answer = { reply: Reply; headers: OutgoingHttpHeaders };

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

/**
 * What a fault's answer says of it: a system error by its code and call ("ENXIO, open"), as its
 * message would name a path on this machine; anything else by its message, with the repository's
 * place on this machine left out. The terminal gets all of it, with the stack.
 */
function faultDetail(fault: unknown, root: string): string {
  const { code, syscall } = (fault ?? {}) as NodeJS.ErrnoException;
  if (typeof code === 'string') return syscall ? `${code}, ${syscall}` : code;
  return (fault instanceof Error ? fault.message : String(fault)).replaceAll(root, '…');
}

/** Whether the request carries photos: an upload, which alone may be larger than a text request. */
const carriesPhotos = (request: BackendRequest) =>
  request.action === 'persistMedia' || (request.action === 'persistEntry' && request.params.assets.length > 0);

/**
 * The largest file of this path that is read and sent back: a photo up to the upload limit, a page
 * or a file of settings up to what the loader reads.
 */
const maxBytesOf = (file: string) => (contentPathKind(file) === 'image' ? maxImageBytes : backendLimits.textBytes);

export async function startLocalBackend({
  root,
  port,
  cmsOrigin,
  secret,
  log = console.error,
}: LocalBackendOptions): Promise<LocalBackend> {
  const state = {
    files: contentFiles(root, { maxBytes: maxBytesOf }),
    repository: path.basename(root),
    oneAtATime: atMost(1),
    record: await localCommits(root),
    history: localHistory(root),
  };
  // Before anything is served: what a `npm run cms` killed midway left (left-behind.ts), said in the terminal.
  for (const said of await putRightWhatWasLeft(root, await checkoutAt(root), state.files, state.record)) log(said);
  const uploads = uploadPlaces();
  /** Only the CMS's page may read the answers (and only once it is known to be the caller). */
  const cors: OutgoingHttpHeaders = { 'access-control-allow-origin': cmsOrigin, vary: 'Origin' };

  async function reply(request: IncomingMessage): Promise<Answer> {
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
      const allowed = {
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': `content-type, ${runSecret.header}`,
      };
      return {
        reply: { status: 204, body: undefined },
        headers: { ...cors, ...allowed, 'access-control-max-age': '600' },
      };
    }
    if (!carriesSecret(headers, secret)) {
      // Neither the secret nor what was sent in its place is told: the terminal may be shared or recorded.
      log(`CMS local: pedido recusado de ${JSON.stringify(headers.origin)}: sem o segredo desta execução do CMS.`);
      const words = say('cms-secret-refused', { adminUrl: `${cmsOrigin}/admin/` });
      // The CMS's own origin reads the answer (a tab left open from an earlier run learns what to open):
      // the connection stays, and Node reads the unread body away, for the browser to get the answer.
      return { reply: refusal(403, words), headers: cors };
    }
    const upload = isUpload(request);
    const leave = upload ? uploads.enter() : () => {};
    if (!leave) {
      const words = say('cms-busy', { uploads: backendLimits.uploadsAtOnce });
      log(`CMS local (429): ${words.message}`);
      return { reply: refusal(429, words), headers: { ...cors, 'retry-after': '5' } };
    }
    try {
      return await answer(request, upload);
    } finally {
      leave();
    }
  }

  /** The answer to a request from the CMS, within the caps (backend-limits.ts). */
  async function answer(request: IncomingMessage, upload: boolean): Promise<Answer> {
    const body = await readBody(request, upload ? backendLimits.requestBytes : backendLimits.textRequestBytes);
    if (body === 'too-big') {
      return {
        reply: refusal(413, say('cms-request-too-big', { limitMb: backendLimits.requestBytes / 1024 / 1024 })),
        headers: cors,
      };
    }
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return { reply: refusal(400, say('cms-request-malformed')), headers: cors };
    }
    const checked = checkBackendRequest(json);
    if (!checked.ok) {
      log(`CMS local (${checked.status}): ${checked.words.message}`);
      return { reply: refusal(checked.status, checked.words), headers: cors };
    }
    if (upload && !carriesPhotos(checked.request)) {
      const words = say('cms-text-request-too-big', { limitKb: backendLimits.textRequestBytes / 1024 });
      log(`CMS local (413): ${words.message}`);
      return { reply: refusal(413, words), headers: cors };
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
      const headers = isCmsCaller(request.headers, { port, cmsOrigin }) ? cors : {};
      send(response, refusal(500, say('unexpected-error', { detail: faultDetail(fault, root) })), headers);
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
