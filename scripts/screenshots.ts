/**
 * `npm run screenshots` (or `npm run screenshots -- --no-build`): builds the site unless told not to,
 * serves it on 127.0.0.1 and saves full-page PNGs of every page and of the 404 page, at phone and
 * desktop widths, in screenshots/. The clinic photo is replaced by a local placeholder: nothing
 * leaves the machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../schema/load/index';
import { formatReport } from '../schema/messages/format';
import { keepOnLoopback, launchChromium, scrollThrough, waitForHydration } from './chromium';
import { startStaticServer } from './static-server';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = path.resolve(process.env.INVERO_CONTENT_DIR ?? path.join(projectRoot, 'content'));
const siteDir = path.resolve(process.env.INVERO_OUT_DIR ?? path.join(projectRoot, 'dist'));
const screenshotsDir = path.join(projectRoot, 'screenshots');
/** A common phone and a common laptop. */
const widths = [390, 1280];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--no-build');
if (unknown.length > 0) fail(`✖ Opção desconhecida: ${unknown.join(' ')}. Use: npm run screenshots [-- --no-build]`);

if (!args.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'scripts', 'build.ts')], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  // The build has already said what went wrong.
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(path.join(siteDir, 'index.html'))) {
  fail('✖ O site ainda não foi gerado. Rode "npm run screenshots" sem --no-build (ou "npm run build" antes).');
}

const result = loadContent(contentDir);
if (!result.ok) fail(formatReport(result.issues));
const shots = [
  ...result.content.pages.map((page) => ({
    name: page.path === '/' ? 'inicio' : page.path.slice(1).replaceAll('/', '-'),
    path: page.path,
  })),
  // Any unknown address gets the 404 page, as on the static host.
  { name: '404', path: '/pagina-que-nao-existe' },
];

mkdirSync(screenshotsDir, { recursive: true });
const server = await startStaticServer(siteDir);
const browser = await launchChromium();
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'pt-BR' });
    await keepOnLoopback(context, { externalImages: 'placeholder' });
    const page = await context.newPage();
    for (const shot of shots) {
      await page.goto(`${server.url}${shot.path}`);
      await waitForHydration(page);
      await scrollThrough(page);
      // Back at the top, where the header is transparent, as a visitor first sees it.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.waitForFunction(() => document.querySelector('header')?.dataset.scrolled !== 'true');
      const file = path.join(screenshotsDir, `${shot.name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      console.log(`✔ ${path.relative(process.cwd(), file)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`✔ ${shots.length * widths.length} capturas salvas em ${path.relative(process.cwd(), screenshotsDir)}/`);
