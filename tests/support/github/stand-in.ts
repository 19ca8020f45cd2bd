/**
 * A stand-in for GitHub's REST API, for the tests: a loopback HTTP server over a real git
 * repository, answering as GitHub answers (shapes checked against GitHub's OpenAPI description),
 * with the OAuth login popup answered locally. Tests read and change the repository directly
 * (a third editor's commit), set commit statuses, check runs and workflow runs (and hear a re-run
 * of failed jobs asked), see every request by operation,
 * and slip their own code in just before the next branch update, to make a race happen.
 */
import { operations } from './api.ts';
import { type Handler, type Refusal } from './api-answers.ts';
import { makeApp, type StandInApp } from './app.ts';
import { CommitChecks } from './checks.ts';
import { type CheckRunInput, type Rerun, type StatusInput, type WorkflowRunInput } from './check-records.ts';
import { GitRepository } from './git-repository.ts';
import { loginServicePath, startApiServer, type Drift, type RecordedRequest } from './http-server.ts';
import { bytesAt, commitFiles, log, textAt, type LogEntry } from './repository-helpers.ts';
import { Accounts, ana, bruno, carla, type GitHubUser } from './users.ts';

export type { Drift, GitHubUser, LogEntry, RecordedRequest, Rerun };

export interface StandInOptions {
  /** `owner/name`, as in the CMS configuration's `repo`. */
  repository: string;
  /** The accounts that may sign in, all collaborators with push access: Ana, Bruno and Carla unless told. */
  users?: readonly GitHubUser[];
  /** The files of main's first commit, by path (`filesOf` reads a folder so). */
  seed?: Record<string, string | Buffer>;
  /**
   * The operations served, by name: GitHub's unless told. A test seam, for a test that must see
   * the OpenAPI check refuse an answer.
   */
  operations?: Record<string, Handler>;
}

export interface GitHubStandIn {
  /** The server's own address (http://127.0.0.1:port): the API at its root. */
  url: string;
  /** The login service (what Decap's `base_url` names), served by the stand-in under this address. */
  loginServiceUrl: string;
  git: GitRepository;
  accounts: Accounts;
  /** A token for `login`, as the popup gives it. */
  signIn(login: string): string;
  /** The answers that did not match GitHub's description, and the operations asked that it does not serve. */
  drift(): Drift[];
  /** The GitHub App installed on the repository (its private key as GitHub hands it out). */
  app: StandInApp;
  /** Every installation token the App was given, oldest first. */
  installationTokens(): string[];
  /** Every request answered (preflights included), oldest first; of one operation when given (`PATCH /repos/{owner}/{repo}/git/refs/{ref}`). */
  requests(operation?: string): RecordedRequest[];
  /** Runs `hook` once, when the next ref update arrives and before it is applied. */
  beforeRefUpdate(hook: () => unknown): void;
  /**
   * The next request of `operation` is refused as GitHub refuses one (403 "Resource not accessible
   * by integration", say), with a status its description lists for that operation: the answer is
   * checked like every other. For what GitHub does when it does not take a write.
   */
  refuseNext(operation: string, refusal: Refusal): void;
  /** Calls `listener` with each new head of main, through the API or `commitFile`, as a host's deploy hears a push. */
  onPush(listener: (sha: string) => void): void;
  setStatus(sha: string, status: StatusInput): void;
  /** A workflow run of GitHub Actions for the commit `sha`, as a push starts one; answers its id. */
  startWorkflowRun(sha: string, run: WorkflowRunInput): number;
  /** A check run of the commit `sha` (a job of a workflow run, or another app's check); answers its id. */
  addCheckRun(sha: string, run: CheckRunInput): number;
  updateCheckRun(id: number, changes: Partial<Omit<CheckRunInput, 'name' | 'workflowRun'>>): void;
  /** Calls `listener` with each re-run of a workflow run's failed jobs asked through the API, as GitHub's runners hear it. */
  onRerun(listener: (rerun: Rerun) => void): void;
  /** A commit on main by another editor, outside the CMS: `content` written to `path`, or the file removed (null). */
  commitFile(path: string, content: string | Buffer | null, by: { login: string; message: string }): string;
  /** A file's text on main (or at `revision`); undefined where there is none. */
  textAt(path: string, revision?: string): string | undefined;
  /** A file's bytes on main (or at `revision`): a photo; undefined where there is none. */
  bytesAt(path: string, revision?: string): Buffer | undefined;
  /** main's commits, newest first, those touching `path` only when given. */
  log(path?: string): LogEntry[];
  /** How many commits main has. */
  commitCount(): number;
  head(): string | undefined;
  /** Stops the server and removes the repository. */
  close(): Promise<void>;
}

export async function startGitHubStandIn(options: StandInOptions): Promise<GitHubStandIn> {
  const [owner = '', name = ''] = options.repository.split('/');
  const git = GitRepository.create();
  const accounts = new Accounts(options.users ?? [ana, bruno, carla]);
  const checks = new CommitChecks();
  const app = makeApp();
  const installationTokens: string[] = [];
  const drift: Drift[] = [];
  const requests: RecordedRequest[] = [];
  const refUpdateHooks: (() => unknown)[] = [];
  const refusals = new Map<string, Refusal>();
  const pushListeners: ((sha: string) => void)[] = [];
  const pushed = (branch: string, sha: string) => {
    if (branch === 'main') for (const listener of pushListeners) listener(sha);
  };
  const person = (login: string) => ({ name: accounts.user(login).name, email: accounts.user(login).email });

  if (options.seed) {
    const [first] = accounts.users;
    commitFiles(git, options.seed, {
      author: person(first!.login),
      message: 'Conteúdo do site',
    });
  }

  const server = await startApiServer({
    state: {
      repository: { owner, name },
      git,
      accounts,
      checks,
      app,
      installationTokens,
      takeRefUpdateHook: () => refUpdateHooks.shift(),
      takeRefusal: (operation) => {
        const refusal = refusals.get(operation);
        refusals.delete(operation);
        return refusal;
      },
      pushed,
    },
    handlers: options.operations ?? operations,
    record: (request) => requests.push(request),
    drift: (found) => drift.push(found),
  });

  return {
    url: server.url,
    loginServiceUrl: `${server.url}${loginServicePath}`,
    git,
    accounts,
    app,
    installationTokens: () => [...installationTokens],
    signIn: (login) => accounts.signIn(login),
    drift: () => [...drift],
    requests: (operation) => requests.filter((request) => operation === undefined || request.operation === operation),
    beforeRefUpdate: (hook) => refUpdateHooks.push(hook),
    refuseNext: (operation, refusal) => refusals.set(operation, refusal),
    setStatus: (sha, status) => checks.setStatus(sha, status),
    startWorkflowRun: (sha, run) => checks.startWorkflowRun(sha, run),
    addCheckRun: (sha, run) => checks.addCheckRun(sha, run),
    updateCheckRun: (id, changes) => checks.updateCheckRun(id, changes),
    onRerun: (listener) => checks.onRerun(listener),
    onPush: (listener) => pushListeners.push(listener),
    commitFile: (path, content, { login, message }) => {
      const sha = commitFiles(git, { [path]: content }, { author: person(login), message });
      pushed('main', sha);
      return sha;
    },
    textAt: (path, revision) => textAt(git, path, revision),
    bytesAt: (path, revision) => bytesAt(git, path, revision),
    log: (path) => log(git, path),
    commitCount: () => log(git).length,
    head: () => git.head(),
    close: async () => {
      await server.close();
      git.remove();
    },
  };
}
