import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/ports.ts';
import { projectRoot } from '../run.ts';

let dir: string;
let taken: Server;
let busyPort: number;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'invero-port-'));
  busyPort = await freePort();
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(busyPort, '127.0.0.1', resolve));
});
afterEach(async () => {
  await new Promise((resolve) => taken.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** `npm <args>` in the project as a person types it (--silent: npm's own banner aside). */
function npm(args: string[], env: NodeJS.ProcessEnv) {
  const run = spawnSync('npm', [...args, '--silent'], {
    cwd: projectRoot,
    env: { ...process.env, CI: '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const nodeStack = /\bat .+:\d+:\d+|node:|Error:|EADDRINUSE/;

/** Exit code 1 and one line on the terminal: the busy port, and PORT set to another in `command`. */
function expectOneLine(run: ReturnType<typeof npm>, command: string) {
  expect(run.status, run.stderr).toBe(1);
  const lines = run.stderr.trim().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^✖ A porta ${busyPort} já está em uso\\b.* PORT=\\d+ ${command}$`));
  expect(lines[0]).not.toContain(`PORT=${busyPort} `);
  expect(run.stderr + run.stdout).not.toMatch(nodeStack);
}

describe('a busy port', () => {
  it('npm start says so in one Portuguese line naming the port and PORT, before building anything', () => {
    const run = npm(['start'], { PORT: String(busyPort), INVERO_OUT_DIR: path.join(dir, 'site') });

    expectOneLine(run, 'npm start');
    expect(run.stdout).toBe('');
    expect(readdirSync(dir)).toEqual([]); // no site, no build folder beside it
  });

  it('npm run serve says so in one Portuguese line naming the port and PORT', () => {
    writeFileSync(path.join(dir, 'index.html'), '<p>site</p>'); // built, so that serve gets to the port

    const run = npm(['run', 'serve'], { PORT: String(busyPort), INVERO_OUT_DIR: dir });

    expectOneLine(run, 'npm run serve');
  });
});

describe('npm run serve with a PORT that is not a port', () => {
  it('says so in one line naming PORT', () => {
    writeFileSync(path.join(dir, 'index.html'), '<p>site</p>');
    const run = npm(['run', 'serve'], { PORT: 'abc', INVERO_OUT_DIR: dir });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('✖ PORT=abc não é uma porta: use um número de 1 a 65535.');
    expect(run.stderr + run.stdout).not.toMatch(nodeStack);
  });
});
