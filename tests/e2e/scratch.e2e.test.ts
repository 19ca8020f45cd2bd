import { launchChromium } from './browser';
import { test, inject } from 'vitest';

test('favicon', async () => {
  const b = await launchChromium();
  for (const path of ['/', '/assessoria', '/consultorio']) {
    const page = await b.newPage();
    page.on('console', (m) => console.log(path, m.type(), m.text(), m.location().url));
    page.on('response', (r) => { if (r.status() >= 400) console.log('resp', r.status(), r.url()); });
    await page.goto(inject('baseUrl') + path);
    await page.waitForTimeout(1500);
    await page.close();
  }
  await b.close();
});
