/**
 * The site's function (functions/api/github/) as the runtime tests meet it: Cloudflare's own Pages
 * runtime on loopback running the project's functions/, told by its bindings to trust a stand-in
 * of Cloudflare Access and to write as the GitHub App of a GitHub stand-in whose repository holds
 * the project's content, `cms.signIn: email` and an editors.yaml. Every answer of the function is
 * kept, to look for the App's credentials in them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Bindings } from '../../functions/editor-api/settings.ts';
import { contentDir } from '../../project/environment.ts';
import { freePort } from '../../scripts/lib/ports.ts';
import { startAccessStandIn, type AccessStandIn } from '../support/access-stand-in.ts';
import { filesOf } from '../support/github/repository-helpers.ts';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github/stand-in.ts';
import { startPagesRuntime, type PagesRuntime } from '../support/pages-runtime.ts';

export const repository = 'grupoinvero/site';
export const repo = `/repos/${repository}`;

/** Who edits what in the tests: the people of the GitHub stand-in, and one who may change the site. */
export const editorsYaml = `editors:
  - name: Ana Souza
    email: ana@grupoinvero.com.br
    edits: [assessoria]
  - name: Carla Dias
    email: Carla@GrupoInvero.com.br
    edits: [site]
  - name: Duda Reis
    email: duda@grupoinvero.com.br
    edits: [all]
`;

export const ana = { name: 'Ana Souza', email: 'ana@grupoinvero.com.br' };

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  json: T;
}

export interface OnlineEditor {
  runtime: PagesRuntime;
  github: GitHubStandIn;
  access: AccessStandIn;
  /** Every answer of the function so far: status, headers and body. */
  answers: Answer[];
  /** A call to the function as the browser of `email` makes it (no e-mail: no Access token). */
  as(email?: string): <T = unknown>(method: string, path: string, body?: unknown) => Promise<Answer<T>>;
  /** A call with a token the test made. */
  withToken: <T = unknown>(
    token: string | undefined,
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<Answer<T>>;
  close(): Promise<void>;
}

/** The Pages project's settings that point the function at the two stand-ins. */
export const bindingsFor = (access: AccessStandIn, github: GitHubStandIn): Bindings => ({
  ACCESS_TEAM_DOMAIN: access.teamDomain,
  ACCESS_AUD: access.audience,
  GITHUB_APP_ID: String(github.app.id),
  GITHUB_APP_INSTALLATION_ID: String(github.app.installationId),
  GITHUB_APP_PRIVATE_KEY: github.app.privateKeyPem,
  GITHUB_API_URL: github.url,
});

/**
 * The content's settings as the repository holds them: signing in by e-mail, to `repository`, with
 * the editor at `editorUrl`, its own address.
 */
export const emailSettings = (siteYaml: string, editorUrl: string) =>
  `${siteYaml}\ncms:\n  repo: ${repository}\n  signIn: email\n  editorUrl: ${editorUrl}\n`;

/** The editor's own address on this machine: Cloudflare's runtime at `port`. */
export const editorAt = (port: number) => `http://127.0.0.1:${port}`;

/**
 * The function on Cloudflare's runtime, between the two stand-ins, at the editor's own address (the
 * runtime's, at `port`). `siteDir`: the built site it also serves (the browser tests' own build, for
 * an editor at that port); none, an empty folder, for the function alone.
 */
export async function startOnlineEditor({
  siteDir,
  port,
}: { siteDir?: string; port?: number } = {}): Promise<OnlineEditor> {
  const site = filesOf(contentDir, 'content');
  const runtimePort = port ?? (await freePort());
  const settings = emailSettings(site['content/site.yaml']!.toString(), editorAt(runtimePort));
  const github = await startGitHubStandIn({
    repository,
    seed: {
      ...site,
      'content/site.yaml': settings,
      'editors.yaml': editorsYaml,
      '.github/workflows/site.yml': 'name: site\n',
    },
  });
  const access = await startAccessStandIn();
  const staticDir = siteDir ? undefined : mkdtempSync(path.join(os.tmpdir(), 'invero-function-site-'));
  const runtime = await startPagesRuntime(siteDir ?? staticDir!, {
    bindings: bindingsFor(access, github) as Record<string, string>,
    port: runtimePort,
  });
  const answers: Answer[] = [];
  const withToken = async <T>(token: string | undefined, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${runtime.url}/api/github${path}`, {
      method,
      headers: {
        ...(token ? { 'Cf-Access-Jwt-Assertion': token } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const answer = {
      status: response.status,
      headers: response.headers,
      text,
      json: (text ? JSON.parse(text) : undefined) as T,
    };
    answers.push(answer);
    return answer;
  };
  return {
    runtime,
    github,
    access,
    answers,
    as: (email) => async (method, path, body) =>
      withToken(email ? await access.token({ email }) : undefined, method, path, body),
    withToken,
    close: async () => {
      await runtime.close();
      await Promise.all([github.close(), access.close()]);
      if (staticDir) rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

type Call = OnlineEditor['as'] extends (email?: string) => infer C ? C : never;

/**
 * What the admin sends to publish: each file's blob, a tree on the head, a commit whose parent is the
 * head, the branch moved forward (`sha: null` deletes a file). `parent` and `force` bend the last steps.
 */
export async function publish(
  call: Call,
  files: Record<string, string | Buffer | null>,
  { parent, force }: { parent?: string; force?: boolean } = {},
) {
  const head = parent ?? (await call<{ commit: { sha: string } }>('GET', `${repo}/branches/main`)).json.commit.sha;
  const tree = [];
  for (const [file, content] of Object.entries(files)) {
    const sha =
      content === null
        ? null
        : (
            await call<{ sha: string }>('POST', `${repo}/git/blobs`, {
              content: Buffer.from(content).toString('base64'),
              encoding: 'base64',
            })
          ).json.sha;
    tree.push({ path: file, mode: '100644', type: 'blob', sha });
  }
  const made = await call<{ sha: string }>('POST', `${repo}/git/trees`, { base_tree: head, tree });
  const commit = await call<{ sha: string }>('POST', `${repo}/git/commits`, {
    message: 'Mudança',
    tree: made.json.sha,
    parents: [head],
  });
  const moved = await call<{ message?: string; files?: string[] }>('PATCH', `${repo}/git/refs/heads/main`, {
    sha: commit.json.sha,
    ...(force === undefined ? {} : { force }),
  });
  return { commit: commit.json.sha, moved };
}

/** Runs `attempt`, and checks that main did not move and nothing reached GitHub's ref update. */
export async function unmoved(editor: OnlineEditor, attempt: () => Promise<unknown>) {
  const refUpdates = () => editor.github.requests('PATCH /repos/{owner}/{repo}/git/refs/{ref}');
  const [head, updates] = [editor.github.head(), refUpdates().length];
  await attempt();
  expect(editor.github.head()).toBe(head);
  expect(refUpdates()).toHaveLength(updates);
}
