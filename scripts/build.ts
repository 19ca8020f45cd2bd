/**
 * `npm run build`: validates the content, builds the site into a fresh folder, and only then
 * swaps it in as `dist/`. Invalid content or a failed build leaves the previous `dist/` as it was.
 */
import path from 'node:path';
import { contentDir } from '../project/environment.ts';
import { buildSite } from './build/build-site.ts';
import { fail } from './lib/cli.ts';
import { outDir } from './lib/environment.ts';

const built = await buildSite(contentDir, outDir, console.log);
if (!built.ok) fail(built.message);
console.log(`✔ Site gerado em ${path.relative(process.cwd(), outDir) || '.'}/`);
