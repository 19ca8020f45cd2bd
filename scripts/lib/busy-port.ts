import { createServer } from 'node:net';

/** The variable that picks a port, and the command it is given to, for the one line that says the port is busy. */
export interface PortChoice {
  port: number;
  variable: string;
  command: string;
}

/** Said instead of Node's stack trace when a server of ours finds its port taken. */
export class BusyPortError extends Error {
  constructor({ port, variable, command }: PortChoice) {
    super(
      `A porta ${port} já está em uso por outro programa: feche-o, ou escolha outra porta com ${variable} (por exemplo: ${variable}=${port + 1} ${command}).`,
    );
  }
}

/** Refuses a value that is not a port, naming the variable it came from. */
export function checkPortNumber({ port, variable }: PortChoice): void {
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} precisa ser um número de porta, de 1 a 65535.`);
  }
}

/** Throws BusyPortError when something already listens on 127.0.0.1:port (found by listening there a moment). */
export async function ensurePortFree(choice: PortChoice): Promise<void> {
  checkPortNumber(choice);
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new BusyPortError(choice) : error),
    );
    probe.listen(choice.port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}
