/**
 * The ports our servers listen on, as the person at the terminal chose them: a port that is busy,
 * forbidden or not a number ends the command with one Portuguese line naming the port, the variable
 * that changes it and a command that would work, never Node's stack trace.
 */
import { createServer, type AddressInfo } from 'node:net';

/** A port, the environment variable that picks it, and the command it is given to. */
export interface PortChoice {
  port: number;
  variable: string;
  command: string;
}

/** One line that says why a port cannot be used and what to type instead. */
export class PortProblem extends Error {}

/** Listens on `port` on loopback (0: any) and closes at once: the port it got, or why it could not. */
function probe(port: number): Promise<{ port: number } | { error: NodeJS.ErrnoException }> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error) => resolve({ error }));
    server.listen(port, '127.0.0.1', () => {
      const { port: taken } = server.address() as AddressInfo;
      server.close(() => resolve({ port: taken }));
    });
  });
}

/** Whether nothing listens on `port` on loopback now. */
const isFree = async (port: number) => 'port' in (await probe(port));

/** A port nothing listens on now, on loopback: for servers the tests and tools start themselves. */
export async function freePort(): Promise<number> {
  const probed = await probe(0);
  if ('error' in probed) throw probed.error;
  return probed.port;
}

/** The first port after `port` that is free now (a suggestion: another program may take it next). */
async function nextFreePort(port: number): Promise<number> {
  for (let candidate = port + 1; candidate <= Math.min(port + 100, 65535); candidate++) {
    if (await isFree(candidate)) return candidate;
  }
  return 0; // the system picks one
}

const isPortNumber = (port: number) => Number.isInteger(port) && port >= 1 && port <= 65535;

/** Refuses a value that is not a port, naming the variable it came from. */
export function checkPortNumber({ port, variable }: PortChoice): void {
  if (!isPortNumber(port)) {
    throw new PortProblem(`${variable}=${process.env[variable] ?? port} não é uma porta: use um número de 1 a 65535.`);
  }
}

/** What a failed `listen` on the chosen port means, in one line; undefined for a failure that is not about the port. */
export async function portProblemOf(error: unknown, choice: PortChoice): Promise<PortProblem | undefined> {
  const { port, variable, command } = choice;
  const example = async (after: number) => `${variable}=${await nextFreePort(after)} ${command}`;
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case 'EADDRINUSE':
      return new PortProblem(
        `A porta ${port} já está em uso por outro programa (talvez um "${command}" ainda aberto). Feche-o ou escolha outra porta com a variável ${variable}, por exemplo: ${await example(port)}`,
      );
    case 'EACCES':
      // Ports below 1024 are usually the administrator's: the example is above them.
      return new PortProblem(
        `O sistema não deixa este usuário usar a porta ${port}. Escolha outra com a variável ${variable}, por exemplo: ${await example(Math.max(port, 1023))}`,
      );
    case 'ERR_SOCKET_BAD_PORT':
      return new PortProblem(
        `${variable}=${process.env[variable] ?? port} não é uma porta: use um número de 1 a 65535.`,
      );
    default:
      return undefined;
  }
}

/** Throws a PortProblem when the chosen port is not a port, or something already listens there. */
export async function ensurePortFree(choice: PortChoice): Promise<void> {
  checkPortNumber(choice);
  const probed = await probe(choice.port);
  if ('error' in probed) throw (await portProblemOf(probed.error, choice)) ?? probed.error;
}
