/**
 * Another address of a server on this machine: a loopback port that passes every request on to
 * the server's, as it came (its Host header too), and its answer back. What a host does for a
 * project at two domains (the public site's and the editor's): one deployment, and each request
 * knows the address it was made at. Two ports of 127.0.0.1 are two origins of one site, as `www.`
 * and `editor.` of a domain are.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SecondAddress {
  url: string;
  close(): Promise<void>;
}

export async function startSecondAddress(target: string): Promise<SecondAddress> {
  const { port } = new URL(target);
  const server = createServer((incoming, answer) => {
    const forward = request(
      {
        host: '127.0.0.1',
        port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
        setHost: false,
      },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      },
    );
    forward.on('error', () => answer.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
