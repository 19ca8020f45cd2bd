/**
 * The stand-in's HTTP side, on loopback: GitHub's CORS, its token check, routing by GitHub's own
 * description (openapi.ts), the request bodies checked as GitHub checks them, and every answer
 * checked against the description before it leaves. An answer that does not match, or a call to an
 * operation the stand-in does not serve, is never sent as if it were GitHub's: it is recorded as
 * drift and answered 500, and every test asserts that there was none.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { failure, type ApiAnswer, type ApiState, type Handler } from './api-answers.ts';
import { appJwtProblem } from './app.ts';
import { loginHeader, loginPage } from './login-page.ts';
import { findOperation, requestProblems, responseProblems } from './openapi.ts';
import type { Accounts } from './users.ts';

/** Where the login service of the popup lives on the stand-in: no GitHub path starts so. */
export const loginServicePath = '/login-service';

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  /** The operation of GitHub's description it was routed to; none for a preflight or an unknown path. */
  operation?: string;
  status: number;
  /** The signed-in user whose token it carried. */
  login?: string;
}

/** An answer the stand-in refused to send as GitHub's, and why. */
export interface Drift {
  operation: string;
  status: number;
  errors: string[];
}

interface ApiServer {
  url: string;
  close(): Promise<void>;
}

// What api.github.com allows and exposes to pages on other origins.
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset',
};
const preflightHeaders = {
  ...corsHeaders,
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, Accept-Encoding, X-GitHub-OTP, X-Requested-With, User-Agent, GraphQL-Features, X-Github-Next-Global-ID, X-GitHub-Api-Version',
  'Access-Control-Max-Age': '86400',
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, { status, body, headers = {} }: ApiAnswer): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  response.writeHead(status, {
    ...corsHeaders,
    ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
    ETag: `W/"${createHash('sha256').update(text).digest('hex')}"`,
    'X-GitHub-Media-Type': 'github.v3; format=json',
    'X-GitHub-Request-Id': randomBytes(8).toString('hex').toUpperCase(),
    ...headers,
  });
  response.end(text);
}

interface ServerOptions {
  state: ApiState;
  handlers: Record<string, Handler>;
  record: (request: RecordedRequest) => void;
  drift: (drift: Drift) => void;
}

/** What routing found out about a request, for its record: its operation and whose token it carried. */
interface Seen {
  operation?: string;
  login?: string;
}

/** The stand-in's own complaint: not GitHub's answer, so never checked against the description. */
const standInFailure = (message: string): ApiAnswer => ({ status: 500, body: { message } });

/** Answers one API request: whose token, which operation, the handler's answer (checked by the caller). */
async function answer(request: IncomingMessage, url: URL, options: ServerOptions, seen: Seen): Promise<ApiAnswer> {
  const { state, handlers } = options;
  const authorization = request.headers.authorization;
  const found = findOperation(request.method ?? 'GET', url.pathname);
  // The App's own calls take its JWT, not a token.
  const byApp = found?.operation.startsWith(`${request.method} /app`) ?? false;
  const user = byApp ? state.app.bot : state.accounts.userOf(authorization);
  // GitHub refuses a bad token on any path, before it routes.
  if (!byApp && authorization && !user) return failure(401, 'Bad credentials');
  if (!found) return failure(404, 'Not Found');
  const { operation, params } = found;
  seen.operation = operation;
  if (byApp && appJwtProblem(state.app, authorization)) {
    return failure(401, 'A JSON web token could not be decoded', operation);
  }
  if (!user) return failure(401, 'Requires authentication', operation);
  seen.login = user.login;
  const handler = handlers[operation];
  if (!handler) {
    options.drift({ operation, status: 500, errors: ['The GitHub stand-in does not serve this operation'] });
    return standInFailure(`The GitHub stand-in does not serve ${operation}`);
  }
  const { owner, name: repositoryName } = state.repository;
  const isOurs = (name: string | undefined, ours: string) =>
    name === undefined || name.toLowerCase() === ours.toLowerCase();
  if (!isOurs(params.owner, owner) || !isOurs(params.repo, repositoryName)) return failure(404, 'Not Found', operation);
  const refusal = state.takeRefusal(operation);
  if (refusal) return failure(refusal.status, refusal.message, operation);

  const text = await bodyOf(request);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    return failure(400, 'Problems parsing JSON', operation);
  }
  const invalid = requestProblems(operation, body);
  if (invalid.length) return failure(422, `Invalid request.\n\n${invalid.join('\n')}`, operation);
  try {
    return await handler({ operation, params, query: url.searchParams, body, user }, state);
  } catch (error) {
    options.drift({
      operation,
      status: 500,
      errors: [`The stand-in failed: ${(error as Error).stack ?? String(error)}`],
    });
    return standInFailure('The GitHub stand-in failed');
  }
}

/** The popup of the login service: which user signs in is the routing helper's header, or ?login=. */
function serveLogin(request: IncomingMessage, response: ServerResponse, url: URL, accounts: Accounts): void {
  const login = (request.headers[loginHeader] as string | undefined) ?? url.searchParams.get('login');
  const provider = url.searchParams.get('provider') ?? 'github';
  if (url.pathname !== `${loginServicePath}/auth` || !login) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
    return;
  }
  response
    .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    .end(loginPage(provider, accounts.signIn(login)));
}

export async function startApiServer(options: ServerOptions): Promise<ApiServer> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname.startsWith(`${loginServicePath}/`))
      return serveLogin(request, response, url, options.state.accounts);
    const path = `${url.pathname}${url.search}`;
    if (request.method === 'OPTIONS') {
      options.record({ method: 'OPTIONS', path, status: 204 });
      response.writeHead(204, preflightHeaders).end();
      return;
    }
    const seen: Seen = {};
    void answer(request, url, options, seen).then((sent) => {
      const problems = sent.status === 500 ? [] : responseProblems(seen.operation, sent.status, sent.body);
      if (problems.length) {
        options.drift({
          operation: seen.operation ?? `${request.method} ${url.pathname}`,
          status: sent.status,
          errors: problems,
        });
      }
      const checked = problems.length
        ? standInFailure("The GitHub stand-in's answer does not match GitHub's description")
        : sent;
      options.record({ method: request.method ?? 'GET', path, ...seen, status: checked.status });
      send(response, checked);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
