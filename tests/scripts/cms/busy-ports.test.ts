/**
 * `npm run cms` with one of its ports taken: one Portuguese line that names the port and the
 * variable that picks another, exit code 1, and nothing started (the other port stays free).
 */
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/ports.ts';
import { refusesConnections } from '../../support/ports.ts';
import { runScript } from '../run.ts';

const taken: Server[] = [];
afterEach(async () => {
  await Promise.all(taken.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A port this test holds, as another program would. */
async function takePort(): Promise<number> {
  const server = createServer();
  taken.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

describe('npm run cms with a busy port', () => {
  it.each([
    ['dev server', 'INVERO_DEV_PORT', 'INVERO_CMS_PORT'],
    ['local backend', 'INVERO_CMS_PORT', 'INVERO_DEV_PORT'],
  ])(
    "says in one line that the %s's port is taken and which variable changes it",
    async (_, busyVariable, otherVariable) => {
      const [busy, other] = [await takePort(), await freePort()];
      const run = runScript('cms.ts', [], { [busyVariable]: String(busy), [otherVariable]: String(other) });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(
        new RegExp(
          `^✖ O CMS não pôde começar: A porta ${busy} já está em uso por outro programa\\b.* ${busyVariable}=\\d+ npm run cms\n$`,
        ),
      );
      expect(run.stderr).not.toContain(`${busyVariable}=${busy} `);
      expect(await refusesConnections(other)).toBe(true);
    },
  );

  it('says so when both variables name the same port', async () => {
    const port = await freePort();
    const run = runScript('cms.ts', [], { INVERO_DEV_PORT: String(port), INVERO_CMS_PORT: String(port) });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `✖ O CMS não pôde começar: INVERO_DEV_PORT e INVERO_CMS_PORT precisam ser portas diferentes (as duas são ${port}).\n`,
    );
    expect(await refusesConnections(port)).toBe(true);
  });

  it('names the variable whose value is not a port', () => {
    const run = runScript('cms.ts', [], { INVERO_DEV_PORT: 'cinco', INVERO_CMS_PORT: '8081' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      '✖ O CMS não pôde começar: INVERO_DEV_PORT=cinco não é uma porta: use um número de 1 a 65535.\n',
    );
  });
});
