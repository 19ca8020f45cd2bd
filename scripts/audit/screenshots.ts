/**
 * Full-page PNGs of every page of a served site and of its 404 page, at phone and desktop widths,
 * in the system Chromium. Another site's photo, if the content names one, is replaced by a local
 * placeholder: nothing leaves the machine.
 */
import path from 'node:path';
import type { Content } from '../../schema/load/index.ts';
import { launchChromium } from './chromium.ts';
import { writePictureIfChanged } from './picture-changes.ts';
import { keepOnLoopback } from './loopback-only.ts';
import { scrollThrough, waitForHydration } from './page-readiness.ts';

/** A common phone and a common laptop. */
const screenshotWidths = [390, 1280];

export interface Shot {
  /** The file name's start: `inicio`, `assessoria`, … */
  name: string;
  path: string;
}

export function shotsOf(content: Content): Shot[] {
  return [
    ...content.pages.map((page) => ({
      name: page.path === '/' ? 'inicio' : page.path.slice(1).replaceAll('/', '-'),
      path: page.path,
    })),
    // Any unknown address gets the 404 page, as on the static host.
    { name: '404', path: '/pagina-que-nao-existe' },
  ];
}

/**
 * Takes `<name>-<width>.png` for every shot and width, into `dir` when the picture changed, telling
 * `onTaken` of each file and whether it was written.
 */
export async function takeScreenshots(
  baseUrl: string,
  shots: Shot[],
  dir: string,
  onTaken: (file: string, written: boolean) => void,
): Promise<void> {
  const browser = await launchChromium();
  try {
    for (const width of screenshotWidths) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'pt-BR' });
      await keepOnLoopback(context);
      const page = await context.newPage();
      for (const shot of shots) {
        await page.goto(`${baseUrl}${shot.path}`);
        await waitForHydration(page);
        await scrollThrough(page);
        // Back at the top, where the header is transparent, as a visitor first sees it.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await page.waitForFunction(() => document.querySelector('header')?.dataset.scrolled !== 'true');
        const file = path.join(dir, `${shot.name}-${width}.png`);
        const png = await page.screenshot({ fullPage: true, animations: 'disabled' });
        onTaken(file, await writePictureIfChanged(file, png));
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
