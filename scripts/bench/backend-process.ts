/**
 * The local backend alone in a process, for a measurement of its own memory (upload-flood.ts):
 * started with the repository's root, the port, the CMS's origin and the run's secret; prints
 * "pronto" once it listens.
 */
import { startLocalBackend } from '../cms/local-backend.ts';

const [root, port, cmsOrigin, secret] = process.argv.slice(2) as [string, string, string, string];
await startLocalBackend({ root, port: Number(port), cmsOrigin, secret, log: () => {} });
console.log('pronto');
