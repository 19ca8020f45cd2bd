/**
 * No request ends the local editor: a fault that escapes a request's own work (an unawaited
 * rejection, an exception thrown from a timer) is logged and answered with a 500, and the process
 * goes on serving. The backend runs in a child process (fixtures/faulty-backend.ts), where Node
 * would otherwise end on the first such fault.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSecret } from '../../../admin/repository/local/run-secret.ts';
import { freePort } from '../../../scripts/lib/ports.ts';
import { projectRoot } from '../run.ts';

let child: ChildProcess;
let root: string;
let port: number;
let stderr = '';
const [cmsOrigin, secret] = ['http://127.0.0.1:1', 'segredo'];

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'invero-safety-'));
  mkdirSync(path.join(root, 'content/pages'), { recursive: true });
  port = await freePort();
  child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'fixtures/faulty-backend.ts'),
      root,
      String(port),
      cmsOrigin,
      secret,
    ],
    { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => chunk.includes('pronto') && resolve());
    child.once('exit', () => reject(new Error(`the backend ended before it answered: ${stderr}`)));
  });
});
afterAll(() => {
  child?.kill();
  rmSync(root, { recursive: true, force: true });
});

const post = (body: object) =>
  fetch(`http://127.0.0.1:${port}/api/v1`, {
    method: 'POST',
    headers: { origin: cmsOrigin, 'content-type': 'application/json', [runSecret.header]: secret },
    body: JSON.stringify(body),
    // A hang guard: without the net, the faulty request is never answered.
    signal: AbortSignal.timeout(20_000),
  });
const getEntry = (file: string) => post({ action: 'getEntry', params: { branch: 'master', path: file } });

describe('the safety net of npm run cms', () => {
  it.each([
    [
      'a promise rejected with nobody awaiting it',
      'content/pages/rejeitada.yaml',
      'promessa rejeitada sem ninguém esperando',
    ],
    ['an exception thrown from a timer', 'content/pages/lancada.yaml', 'exceção lançada num temporizador'],
  ])('answers %s with a 500 in Portuguese, logs it, and keeps serving', async (_, file, fault) => {
    const reply = await getEntry(file);
    expect(reply.status).toBe(500);
    expect(reply.headers.get('access-control-allow-origin')).toBe(cmsOrigin);
    expect(await reply.json()).toEqual({
      error: `Erro inesperado: ${fault}. Avise a equipe de desenvolvimento, com esta mensagem.`,
    });
    expect(stderr).toContain(fault);

    const info = await post({ action: 'info' });
    expect(info.status).toBe(200);
    expect(child.exitCode).toBeNull();
  });
});
