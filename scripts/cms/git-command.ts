/**
 * git, as the local backend runs it: asynchronously (a save never stops the server answering the
 * other requests of the CMS), in the repository's root, never asking anything in the terminal, and
 * with the output as bytes (a page's text is read back exactly as committed).
 */
import { execFile } from 'node:child_process';
import { realpathSync } from 'node:fs';

export interface GitRun {
  /** Extra environment: a temporary index, the author. */
  env?: NodeJS.ProcessEnv;
  /** What git reads on its standard input (a commit message, a file's bytes). */
  input?: string | Buffer;
}

export type Git = (args: readonly string[], run?: GitRun) => Promise<Buffer>;

/** Runs git in `root`; rejects with git's own words when it fails. */
export function gitIn(root: string): Git {
  return (args, { env = {}, input } = {}) =>
    new Promise((resolve, reject) => {
      const child = execFile(
        'git',
        [...args],
        {
          cwd: root,
          encoding: 'buffer',
          maxBuffer: 64 * 1024 * 1024,
          // No prompt (a credential, an editor) may ever wait for a terminal nobody watches.
          env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_EDITOR: 'true', ...env },
        },
        (error, stdout, stderr) => {
          if (error) reject(new Error(`git ${args[0]}: ${stderr.toString('utf8').trim() || error.message}`));
          else resolve(stdout);
        },
      );
      child.stdin?.end(input);
    });
}

/** git's answer as one line of text. */
export const line = (output: Buffer) => output.toString('utf8').trim();

/** The commit a revision names, or undefined (an empty repository has no HEAD). */
export async function commitOf(git: Git, revision: string): Promise<string | undefined> {
  return git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`])
    .then(line)
    .catch(() => undefined);
}

/**
 * git in `root` where `root` is the top of a git checkout; undefined where it is not one (a copy of the
 * content, a downloaded archive, a folder inside another repository): there is no history to add to.
 */
export async function checkoutAt(root: string): Promise<Git | undefined> {
  const git = gitIn(root);
  const top = await git(['rev-parse', '--show-toplevel']).then(line, () => undefined);
  return top && realpathSync(top) === realpathSync(root) ? git : undefined;
}
