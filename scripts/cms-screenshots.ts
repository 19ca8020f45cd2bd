/**
 * `npm run cms:screenshots`: the pictures of the CMS in content/LEIA-ME.md ("Editar pelo navegador"),
 * taken in the system Chromium from the CMS of `npm run cms` on a temporary copy of the content,
 * saved as content/leia-me/cms-*.png (scripts/audit/cms-screenshots.ts) when the picture changed.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { cmsScreenshotsDir, takeCmsScreenshots } from './audit/cms-screenshots.ts';
import { changesSummary } from './audit/picture-changes.ts';
import { fail } from './lib/cli.ts';

if (process.argv.length > 2)
  fail(`✖ Opção desconhecida: ${process.argv.slice(2).join(' ')}. Use: npm run cms:screenshots`);

// Ctrl+C: exiting runs the library's handler that stops the servers.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

const started = Date.now();
mkdirSync(cmsScreenshotsDir, { recursive: true });
const shots = await takeCmsScreenshots(cmsScreenshotsDir, ({ file, shows, written }) =>
  console.log(
    written
      ? `✔ ${path.relative(process.cwd(), file)}: ${shows}`
      : `· ${path.relative(process.cwd(), file)}: igual à anterior, mantida`,
  ),
).catch((error: unknown) =>
  fail(`✖ As capturas do CMS falharam: ${error instanceof Error ? error.message : String(error)}`),
);
console.log(
  `✔ ${shots.length} capturas do CMS em ${path.relative(process.cwd(), cmsScreenshotsDir)}/: ${changesSummary(shots.map((shot) => shot.written))} (${Math.round((Date.now() - started) / 1000)} s)`,
);
