/** What the trust tests of the CMS share: whether a notice is on top and drawn, the files as the editor's copy holds them, and the browser's ways in (a phone photo, an address, its dialogs). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { readYaml } from '../../../admin/yaml/keep-text-format.ts';
import { cmsNames } from '../../../schema/generate/cms-fields.ts';
import { sessionNotice, type CmsCopy } from '../cms-support.ts';
import { config, pageFields } from '../cms-fields.ts';

/** Whether the element at a notice's centre is the notice's own: nothing covers it, not even the media library. */
export const onTop = (page: Page) =>
  sessionNotice(page).evaluate((notice) => {
    const { left, top, width, height } = notice.getBoundingClientRect();
    return notice.contains(document.elementFromPoint(left + width / 2, top + height / 2));
  });

/** Once the browser has drawn twice: what Decap renders after an action (its notices) is on screen. */
export const drawn = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Words an editor must never read in the CMS: a data path, a YAML key, a file or a line. */
export const fileWords = /sections\[|\.yaml|content\/|linha \d|\btitle\b|\bto:|\bsrc\b/;

export const textOf = (cms: CmsCopy, file: string) => readFileSync(path.join(cms.contentDir, file), 'utf8');
export const titleOf = (cms: CmsCopy, file: string) => (readYaml(textOf(cms, file)) as { title: string }).title;

export const siteEntry = config.collections
  .flatMap(
    (collection) =>
      (collection as { files?: { name: string; label: string; fields: typeof pageFields }[] }).files ?? [],
  )
  .find((file) => file.name === cmsNames.siteFile)!;

/** A photo as a phone's camera makes it: noise (which compresses badly), 13 MP, over 12 MB. */
export async function phonePhoto(file: string): Promise<void> {
  const [width, height] = [4200, 3200];
  let seed = 20;
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    noise[index] = seed >> 23;
  }
  await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toFile(file);
}

/** Moves the CMS to another of its screens, as its own links do, and waits until it shows `text` (when given). */
export async function goTo(page: Page, hash: string, text?: string): Promise<void> {
  await page.evaluate((to) => (location.hash = to), hash);
  await page.waitForURL((url) => url.hash === `#${hash}`);
  if (text) await page.getByText(text).first().waitFor();
}

/** Every dialog the page opens (Decap's confirmations), accepted: none may be in English. */
export function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}
