/** One HTTP request to a loopback server with exactly the headers given: fetch would set Host and Origin itself. */
import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface RawRequest {
  port: number;
  path?: string;
  method?: string;
  /** All of them: no Host is sent unless given. */
  headers?: OutgoingHttpHeaders;
  body?: string;
}

export function rawRequest({ port, path = '/', method = 'GET', headers = {}, body }: RawRequest): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path, method, headers, setHost: false, agent: false };
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
