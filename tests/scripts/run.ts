import { runScript as runChild } from '../../scripts/lib/child-process.ts';

export { projectRoot } from '../../project/environment.ts';

/** Runs one of our TypeScript scripts the way `npm run` does, and collects what it printed. */
export function runScript(script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  return runChild(script, { args, env: { GITHUB_ACTIONS: '', ...env }, timeoutMs: 120_000 });
}
