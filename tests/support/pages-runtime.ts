/**
 * Cloudflare's own Pages runtime (`wrangler pages dev`: the workerd runtime with Pages' rules for
 * addresses, `_headers` and the 404 page) serving a built site on loopback, offline and with no
 * account, with the project's Pages Functions (functions/): what the host sends a visitor, for the
 * browser tests to look at, and what the site's function answers. The same runtime also runs the
 * Worker of the scheduled rebuild (rebuild/worker.ts), its Cron Trigger fired on request.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../project/environment.ts';
import { freePort } from '../../scripts/lib/ports.ts';

const require = createRequire(import.meta.url);

/**
 * Pages' behaviour as of this date: no later than the installed workerd knows (its version is a date),
 * or wrangler warns and checks the registry for a newer version of itself.
 */
const compatibilityDate = '2026-10-01';

/** wrangler's command, from its package's own `bin` (the package exports no path to it). */
function wranglerBin(): string {
  const manifest = require.resolve('wrangler/package.json');
  const { bin } = require(manifest) as { bin: Record<string, string> };
  return path.join(path.dirname(manifest), bin.wrangler!);
}

export interface PagesRuntime {
  url: string;
  /** Everything wrangler printed: for a failure's message. */
  output: () => string;
  /**
   * Once wrangler has printed `text`. A Worker's log line reaches wrangler's output after the answer
   * to its request, by a pipe of its own, so it is waited for, never read at once. Refused with
   * what it did print if wrangler ends first, or `withinMs` (when given) passes first.
   */
  printed: (text: string, withinMs?: number) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Nothing reaches the internet: no request-metadata download (cf.json), no update check (it comes with
 * the banner), no metrics or error reports; its state, logs and settings go to a temporary folder.
 */
function quietEnvironment(home: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    XDG_CONFIG_HOME: path.join(home, 'config'),
    WRANGLER_LOG_PATH: path.join(home, 'logs'),
    NO_COLOR: '1',
  };
}

export interface PagesRuntimeOptions {
  /**
   * The Pages project's variables and secrets, as its settings give them to the functions (none
   * unless told). Given on the command line, never from a `.dev.vars` file a developer may keep.
   */
  bindings?: Record<string, string>;
  /** The port to listen on, when its address must be known before (a free one unless told). */
  port?: number;
}

/**
 * wrangler's `command`, run offline on loopback from `home` (a temporary folder it owns), at `chosenPort`
 * (a free one unless told), once it is ready.
 */
async function startWrangler(command: string[], home: string, chosenPort?: number): Promise<PagesRuntime> {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 12)) {
    throw new Error(`wrangler needs Node 22.12 or newer, not ${process.version}: run the tests through npm (Node 24).`);
  }
  const [port, inspectorPort] = [chosenPort ?? (await freePort()), await freePort()];
  const args = [
    wranglerBin(),
    ...command,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--persist-to',
    path.join(home, 'state'),
  ];
  // Its own process group, so that closing ends workerd with it.
  const child = spawn(process.execPath, args, {
    cwd: home,
    env: quietEnvironment(home),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const printed = (text: string, withinMs?: number) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        stopWaiting();
        resolve();
      };
      const refuse = (why: string) => {
        stopWaiting();
        reject(new Error(`wrangler ${command[0]} ${why} before printing «${text}»:\n${output}`));
      };
      const ended = (code: number | null) => refuse(`ended (${code})`);
      const deadline = withinMs === undefined ? undefined : setTimeout(() => refuse(`ran ${withinMs} ms`), withinMs);
      const stopWaiting = () => {
        clearTimeout(deadline);
        child.stdout.off('data', check);
        child.stderr.off('data', check);
        child.off('exit', ended);
      };
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      child.once('exit', ended);
      check();
    });
  const read = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const url = `http://127.0.0.1:${port}`;
  await printed(`Ready on ${url}`);
  return {
    url,
    output: () => output,
    printed,
    close: async () => {
      if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      await exited;
      rmSync(home, { recursive: true, force: true });
    },
  };
}

export async function startPagesRuntime(
  siteDir: string,
  { bindings = {}, port }: PagesRuntimeOptions = {},
): Promise<PagesRuntime> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'invero-wrangler-'));
  // wrangler finds the functions in its working folder: the project's own, through a link (their
  // imports of schema/ resolve from where they really are).
  symlinkSync(path.join(projectRoot, 'functions'), path.join(home, 'functions'), 'dir');
  return startWrangler(
    [
      'pages',
      'dev',
      siteDir,
      '--compatibility-date',
      compatibilityDate,
      ...Object.entries(bindings).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
    ],
    home,
    port,
  );
}

/**
 * The scheduled rebuild's Worker (rebuild/worker.ts) under its own configuration
 * (rebuild/wrangler.toml), with `vars` as `wrangler deploy --var` gives them: `GET
 * /__scheduled?cron=…` runs its Cron Trigger once and answers when it is done.
 */
export async function startScheduledWorker(vars: Record<string, string>): Promise<PagesRuntime> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'invero-wrangler-'));
  // A copy of the configuration, so that wrangler's bundle lands in the temporary folder, with the
  // Worker named where it is (the configuration names it relative to itself).
  copyFileSync(path.join(projectRoot, 'rebuild', 'wrangler.toml'), path.join(home, 'wrangler.toml'));
  return startWrangler(
    [
      'dev',
      path.join(projectRoot, 'rebuild', 'worker.ts'),
      '--config',
      path.join(home, 'wrangler.toml'),
      '--test-scheduled',
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    home,
  );
}
