/**
 * A repository's GitHub Pages site, on loopback, for the workflow's scripts: GitHub's REST API
 * saying where the site is (`GET /repos/{owner}/{repo}/pages`) and turning a workflow on (`PUT
 * /repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable`), its token checked, each answer
 * checked against GitHub's own description before it leaves; and the site answering its version
 * address with what a test has it publish. Every request is recorded, headers included.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { siteAddresses } from '../../schema/fields/site-addresses.ts';
import type { BuiltVersion } from '../../schema/load/built-version.ts';
import { example, findOperation, responseProblems } from '../support/github/openapi.ts';

/**
 * What the site answers at its version address: a version (one built before there was a
 * `nextChangeAt` says none), or a raw answer (a host's error page).
 */
export type VersionAnswer = BuiltVersion | Omit<BuiltVersion, 'nextChangeAt'> | { status: number; body: string };

export interface SeenRequest {
  /** `api` for GitHub's REST API, `site` for the Pages site. */
  to: 'api' | 'site';
  method: string;
  /** Path and query, as sent. */
  path: string;
  headers: IncomingHttpHeaders;
}

export interface PagesSite {
  /** What the runner sets for a step: GitHub's REST API (GITHUB_API_URL) and the repository. */
  runnerEnv: { GITHUB_API_URL: string; GITHUB_REPOSITORY: string };
  /** The job's token (`github.token`): the API answers no other. */
  token: string;
  /** What the site publishes at its version address from now on; undefined: the repository has no Pages site. */
  publish(answer: VersionAnswer | undefined): void;
  /** Every request so far. */
  seen: SeenRequest[];
  /** The workflows (by the name the request gave) turned on through the API so far, in order. */
  enabled: string[];

  /** Answers the API could not send as GitHub's (what is wrong with each): a test asserts there are none. */
  drift: string[];
  close(): Promise<void>;
}

const repository = 'invero/site';
const apiPrefix = '/api';
const sitePrefix = '/site/';

export async function startPagesSite(): Promise<PagesSite> {
  const token = `ghs_${randomBytes(18).toString('hex')}`;
  const seen: SeenRequest[] = [];
  const drift: string[] = [];
  const enabled: string[] = [];
  let published: VersionAnswer | undefined;
  let origin = '';

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    const method = request.method ?? '';
    // Only what this server's own address names: nothing else is asking.
    if (!['GET', 'PUT'].includes(method) || request.headers.host !== new URL(origin).host) {
      response.writeHead(400).end();
      return;
    }
    if (url.pathname.startsWith(apiPrefix)) {
      const pathname = url.pathname.slice(apiPrefix.length);
      seen.push({ to: 'api', method, path: pathname + url.search, headers: request.headers });
      const operation = findOperation(method, pathname);
      const notFound = { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' };
      if (request.headers.authorization !== `Bearer ${token}`) {
        json(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
        return;
      }
      const ours = operation !== undefined && `${operation.params.owner}/${operation.params.repo}` === repository;
      if (ours && operation.operation === 'PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable') {
        enabled.push(operation.params.workflow_id!);
        drift.push(...responseProblems(operation.operation, 204, undefined));
        response.writeHead(204).end();
        return;
      }
      if (!ours || operation.operation !== 'GET /repos/{owner}/{repo}/pages' || published === undefined) {
        json(404, notFound);
        return;
      }
      const page = example('page');
      Object.assign(page, { url: `${origin}${apiPrefix}/repos/${repository}/pages`, html_url: origin + sitePrefix });
      const problems = responseProblems(operation.operation, 200, page);
      drift.push(...problems);
      json(problems.length === 0 ? 200 : 500, page);
      return;
    }
    seen.push({ to: 'site', method, path: url.pathname + url.search, headers: request.headers });
    if (method !== 'GET' || url.pathname !== sitePrefix + siteAddresses.version || published === undefined) {
      response.writeHead(404, { 'Content-Type': 'text/html' }).end('<!doctype html><title>404</title>');
    } else if ('status' in published) {
      response.writeHead(published.status, { 'Content-Type': 'text/html' }).end(published.body);
    } else {
      // As the build writes it (scripts/build/site-version.ts).
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(`${JSON.stringify(published, null, 2)}\n`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    runnerEnv: { GITHUB_API_URL: origin + apiPrefix, GITHUB_REPOSITORY: repository },
    token,
    publish: (answer) => {
      published = answer;
    },
    seen,
    enabled,
    drift,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/**
 * The Pages site for the tests around where this is called (a file or a describe): started before
 * them, checked after each for answers GitHub would not give, closed after them all. The function
 * returned gives it to a test.
 */
export function pagesSiteForTests(): () => PagesSite {
  let site: PagesSite | undefined;
  beforeAll(async () => {
    site = await startPagesSite();
  });
  afterEach(() => expect(site!.drift).toEqual([]));
  afterAll(() => site?.close());
  return () => site!;
}
