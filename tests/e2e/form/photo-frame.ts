/**
 * A photo framed on purpose, through the CMS's screen: a phone's upright photo put in the 3:2 box of
 * a showcase shows the crop the site makes, at a phone's and a computer's width, with the focus choice
 * beside it; and the photo replaced asks for its description again. Issue 28, item 3.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { readYaml } from '../../../admin/yaml/keep-text-format.ts';
import { say } from '../../../schema/messages/catalogue/index.ts';
import { notice, openEntry, publish, stepTimeout, validates, type CmsCopy } from '../cms-support.ts';
import { showcaseFields, type ConfigField } from '../cms-fields.ts';

type Option = { label: string; value: string };
const imageField = showcaseFields.fields!.find((field) => field.name === 'image')!;
const focusField = imageField.fields!.find((field) => field.name === 'focus') as ConfigField & { options: Option[] };
const focusLabel = (value: string) => focusField.options.find((option) => option.value === value)!.label;

interface Showcase {
  type: string;
  title: string;
  image: { src: string; alt: string; focus?: string };
}
const clinicShowcase = (cms: CmsCopy) =>
  (
    readYaml(readFileSync(path.join(cms.contentDir, 'pages/consultorio.yaml'), 'utf8')) as { sections: Showcase[] }
  ).sections.find((section) => section.type === 'showcase')!;

/** A phone's photo as it leaves the phone: 4032×3024 pixels, and "rotate when shown" (EXIF 6) standing it up. */
async function phonePhoto(cms: CmsCopy): Promise<string> {
  const file = path.join(cms.root, 'recepcao-em-pe.jpg');
  await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#0e7490' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(file);
  return file;
}

/**
 * The clinic's showcase given a phone's photo on a screen of `viewport`: its crop and focus shown,
 * its description asked again, and both published.
 */
export async function frameAPhonePhoto(
  browser: Browser,
  cms: CmsCopy,
  viewport: NonNullable<BrowserContextOptions['viewport']>,
): Promise<void> {
  const showcase = clinicShowcase(cms);
  const upload = await phonePhoto(cms);
  const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio', { viewport });
  await page.getByRole('button', { name: `${showcaseFields.label}: ${showcase.title}`, exact: true }).click();
  // The showcase's photo, by the id Decap gives its field's box (the page's share photo has one too).
  const photo = page.locator(`[id^="${imageField.name}-field-"]`);
  const crop = photo.getByTestId('photo-crop');
  // The published photo is 3:2, the box's own shape: nothing cut, nothing to show.
  await photo.getByRole('radio', { name: focusLabel('top'), exact: true }).waitFor();
  expect(await crop.count()).toBe(0);

  await photo.getByRole('button', { name: 'Escolha uma imagem diferente' }).click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: 'Usar a foto escolhida' }).click();

  // The crop, at both widths, of a photo shown upright: taller than wide, its top and bottom cut.
  await crop.getByRole('heading', { name: say('cms-photo-crop').message }).waitFor();
  for (const size of ['cms-photo-crop-phone', 'cms-photo-crop-computer'] as const)
    await crop.getByText(say(size).message, { exact: true }).waitFor();
  const frames = crop.getByTestId('photo-crop-frame');
  expect(await frames.count()).toBe(2);
  const whole = (await frames.first().locator('xpath=../..').boundingBox())!;
  expect(whole.height).toBeGreaterThan(whole.width);
  const position = () => frames.first().evaluate((photo) => getComputedStyle(photo).objectPosition);
  expect(await position()).toBe('50% 50%');
  // The focus, beside the crop: "Em cima" keeps the top in the box, drawn at once.
  await crop.getByRole('radio', { name: focusLabel('top'), exact: true }).check();
  await expect.poll(position, { timeout: stepTimeout }).toBe('50% 0px');

  // The description, asked again for the new photo, under it in the form, answered there.
  const question = photo.getByTestId('photo-describe-again');
  await question
    .getByRole('heading', { name: say('cms-photo-describe-again', { photo: path.basename(upload) }).message })
    .waitFor();
  const description = 'Recepção da clínica, com o balcão e o nome TOPO na parede';
  await question.getByRole('textbox', { name: say('cms-photo-new-description').message }).fill(description);
  await question.getByRole('button', { name: say('cms-photo-use-description').message }).click();
  await question.waitFor({ state: 'detached' });

  await publish(page);
  await notice(page, 'Entrada salva').waitFor();
  await expect
    .poll(() => clinicShowcase(cms).image, { timeout: stepTimeout })
    .toEqual({ src: `images/${path.basename(upload)}`, alt: description, focus: 'top' });
  expect(validates(cms).status).toBe(0);
  expect(problems).toEqual([]);
}
