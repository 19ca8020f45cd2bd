/** What listens on a loopback port, found by connecting to it (never by waiting a fixed time). */
import { connect, type Socket } from 'node:net';

function connection(port: number): Promise<Socket | undefined> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve(undefined) : reject(error),
    );
  });
}

/** Whether a connection to the port is refused: nothing listens there. */
export async function refusesConnections(port: number): Promise<boolean> {
  const socket = await connection(port);
  socket?.destroy();
  return socket === undefined;
}

/**
 * A connection held open to a server: `closed` resolves when the server's side closes it (the server
 * stopped, or its process was killed). Fails when nothing listens to begin with.
 */
export async function heldOpen(port: number): Promise<{ closed: Promise<void> }> {
  const socket = await connection(port);
  if (!socket) throw new Error(`nothing listens on 127.0.0.1:${port}`);
  socket.on('error', () => undefined);
  return { closed: new Promise<void>((resolve) => socket.once('close', () => resolve())) };
}
