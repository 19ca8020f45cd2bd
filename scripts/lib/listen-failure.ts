/**
 * Why a server of ours could not listen, in one Portuguese line for the person at the terminal:
 * the port, the environment variable that changes it, and a command that would work.
 */
import { createServer } from 'node:net';

/** Whether nothing listens on `port` on loopback now. */
const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** The first port after `port` that is free now (a suggestion: another program may take it next). */
async function nextFreePort(port: number): Promise<number> {
  for (let candidate = port + 1; candidate <= Math.min(port + 100, 65535); candidate++) {
    if (await isFree(candidate)) return candidate;
  }
  return 0; // the system picks one
}

/**
 * The line for a failed `listen` on `port`, which the environment variable `variable` sets, in the
 * command `command` (say, "npm start"); undefined for a failure that is not about the port.
 */
export async function listenFailure(
  error: unknown,
  port: number,
  variable: string,
  command: string,
): Promise<string | undefined> {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const example = async (after: number) => `${variable}=${await nextFreePort(after)} ${command}`;
  switch (code) {
    case 'EADDRINUSE':
      return `✖ A porta ${port} já está em uso por outro programa (talvez um "${command}" ainda aberto). Feche-o ou escolha outra porta com a variável ${variable}, por exemplo: ${await example(port)}`;
    case 'EACCES':
      // Ports below 1024 are usually the administrator's: the example is above them.
      return `✖ O sistema não deixa este usuário usar a porta ${port}. Escolha outra com a variável ${variable}, por exemplo: ${await example(Math.max(port, 1023))}`;
    case 'ERR_SOCKET_BAD_PORT':
      return `✖ ${variable}=${process.env[variable] ?? port} não é uma porta: use um número de 1 a 65535.`;
    default:
      return undefined;
  }
}
