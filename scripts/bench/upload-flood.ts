/**
 * The outside audit's flood of uploads on the local backend (issue 26, finding 9): 40 saves of a
 * 36 MB photo at once (48 MB of JSON each) took it to 4.2 GB. The backend runs in a process of its
 * own (backend-process.ts), and its peak memory (VmHWM, which Linux keeps) is read once every
 * request is answered. `npm run bench:uploads`.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runSecret } from '../../admin/repository/local/run-secret.ts';
import { temporaryRepository } from '../cms/temporary-repository.ts';
import { freePort } from '../lib/ports.ts';

export interface UploadFlood {
  requests: number;
  photoMb: number;
  /** How many answers of each status: with the caps, 413 or 429 beyond the uploads it takes at once. */
  statuses: Record<string, number>;
  /** The backend's memory before the flood and at its peak, in MB. */
  idleMb: number;
  peakMb: number;
  seconds: number;
}

/** The most memory a process has held so far, in MB (Linux's VmHWM). */
const peakMemory = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

export async function floodUploads({ requests, photoMb }: { requests: number; photoMb: number }): Promise<UploadFlood> {
  const { root } = temporaryRepository();
  const [port, cmsOrigin, secret] = [await freePort(), 'http://127.0.0.1:1', 'segredo-da-enxurrada'];
  const backend = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'backend-process.ts'), root, String(port), cmsOrigin, secret],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      backend.stdout.setEncoding('utf8').on('data', (chunk: string) => chunk.includes('pronto') && resolve());
      backend.once('exit', () => reject(new Error('o servidor local parou antes de atender')));
    });
    const idleMb = peakMemory(backend.pid!);
    // One body for every request: the photo's bytes as base64, as the CMS sends them (not a real
    // photo: what is measured is what the backend holds before it can tell).
    const content = 'A'.repeat(Math.ceil((photoMb * 1024 * 1024) / 3) * 4);
    const asset = { path: 'content/images/enorme.jpg', content, encoding: 'base64' };
    const body = JSON.stringify({ action: 'persistMedia', params: { branch: 'master', asset, options: {} } });
    const headers = { origin: cmsOrigin, 'content-type': 'application/json', [runSecret.header]: secret };
    const started = performance.now();
    const answered = await Promise.all(
      Array.from({ length: requests }, () =>
        fetch(`http://127.0.0.1:${port}/api/v1`, { method: 'POST', headers, body }).then(
          async (response) => (await response.arrayBuffer(), String(response.status)),
          () => 'sem resposta',
        ),
      ),
    );
    const statuses: Record<string, number> = {};
    for (const status of answered) statuses[status] = (statuses[status] ?? 0) + 1;
    const seconds = (performance.now() - started) / 1000;
    return { requests, photoMb, statuses, idleMb, peakMb: peakMemory(backend.pid!), seconds };
  } finally {
    backend.kill();
    rmSync(root, { recursive: true, force: true });
  }
}

export function formatFlood({ requests, photoMb, statuses, idleMb, peakMb, seconds }: UploadFlood): string {
  const answers = Object.entries(statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  return [
    `${requests} envios de uma foto de ${photoMb} MB ao mesmo tempo, em ${seconds.toFixed(1)} s: ${answers}`,
    `Memória do servidor local: ${Math.round(idleMb)} MB parado, ${Math.round(peakMb)} MB no pico`,
  ].join('\n');
}
