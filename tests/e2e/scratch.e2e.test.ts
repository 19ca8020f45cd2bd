import { expect } from 'vitest';
import { test } from './browser';
import { mainNav } from './site';

test('routing failure', async ({ open }) => {
  const { page, problems } = await open('/');
  page.on('console', (m) => console.log('console', m.type(), m.text(), m.location().url));
  await page.route('**/assessoria.data', (r) => r.abort('internetdisconnected'));
  await mainNav(page).getByRole('link', { name: 'Assessoria' }).click();
  await page.waitForTimeout(1500);
  console.log(page.url(), await page.locator('body').innerText());
  console.log([...problems]);
  problems.length = 0;
});
