/**
 * The outside audit's SVG (issue 26, finding 1), end to end, on the CMS's side. The audit's
 * content/images/evil.svg was a document the dev server served at http://127.0.0.1:<devPort>, the
 * CMS's origin, the one the backend trusted; its script wrote a page through the backend. Now the
 * backend also asks this run's secret, which only the tab opened by the address `npm run cms`
 * prints holds: nothing such a page can read at the dev server's origin has it, what it sends is
 * refused (403) and nothing is written, and the CMS's own tab saves as before. And the CMS's photo
 * library takes photos only, by name as by bytes, before anything is sent.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, onTestFinished } from 'vitest';
import { formReader } from '../../admin/session/form-words.ts';
import { runSecret } from '../../admin/session/run-secret.ts';
import { photoExtensions } from '../../schema/fields/file-names.ts';
import { say, sayAgain } from '../../schema/messages/catalogue/index.ts';
import { keepOnLoopback } from '../../scripts/audit/loopback-only.ts';
import { snapshot } from '../support/files.ts';
import {
  expandSection,
  heroFields,
  heroTitleIn,
  homeFile,
  labelOf,
  notice,
  openEntry,
  openMediaLibrary,
  publish,
  restoreAfterTest,
  sessionNotice,
  startupTimeout,
  stepTimeout,
  test,
} from './cms-support.ts';

/**
 * What the SVG's script can do, run in its document: read all its origin gives it (this tab's
 * storage and cookies, and every file the CMS's page loaded, fetched anew), then write a page through
 * the backend without the secret, with one made up, and unseen (a `no-cors` request). Says what it
 * read, and what each write got: a status, or 'opaque' (sent, answer hidden).
 */
async function actAsTheSvg({ backend, header, loaded }: { backend: string; header: string; loaded: string[] }) {
  const texts = await Promise.all(['/admin/', ...loaded].map((url) => fetch(url).then((response) => response.text())));
  const storage = (area: Storage) => Object.entries(area).join('\n');
  const read = [document.cookie, storage(sessionStorage), storage(localStorage), ...texts].join('\n');
  const page = { slug: 'pwned-by-svg', path: 'content/pages/pwned-by-svg.yaml', raw: 'path: /pwned\n' };
  const body = JSON.stringify({
    action: 'persistEntry',
    params: { branch: 'master', dataFiles: [page], assets: [], options: {} },
  });
  const write = async (init: RequestInit) => {
    const response = await fetch(backend, { method: 'POST', body, ...init });
    return response.type === 'opaque' ? 'opaque' : String(response.status);
  };
  const json = { 'content-type': 'application/json' };
  const writes = [
    await write({ headers: json }),
    await write({ headers: { ...json, [header]: 'adivinhado' } }),
    await write({ mode: 'no-cors', headers: { 'content-type': 'text/plain' } }),
  ];
  return { read, writes };
}

describe('a page at the CMS’s own origin, without this run’s secret', () => {
  test(
    'the audit’s SVG finds the secret nowhere it can read, and writes nothing (403); the CMS’s tab saves',
    { timeout: 2 * startupTimeout + 6 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      // The CMS first, opened by the address npm run cms prints: its tab holds the secret. No CSP in
      // this browser: what holds the script back must be the backend, whatever policy the pages get.
      const { page: cmsPage, problems } = await openEntry(browser, cms, 'paginas', 'home', { bypassCSP: true });
      const secret = new URL(cms.adminUrl).searchParams.get(runSecret.parameter) ?? '';
      expect(secret).toHaveLength(43);
      const loaded = await cmsPage.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.startsWith(location.origin)),
      );
      expect(loaded.length).toBeGreaterThan(20);
      const before = snapshot(cms.contentDir);

      // The SVG's script, in another tab of the same browser, in a document the dev server serves
      // from 127.0.0.1 at its origin: its home page. The audit's SVG was such a document; whether the
      // dev server still serves one is its own tests' matter, and the backend holds either way.
      const evil = await cmsPage.context().newPage();
      await evil.goto(`${cms.siteUrl}/`);
      const { read, writes } = await evil.evaluate(actAsTheSvg, {
        backend: cms.backendUrl,
        header: runSecret.header,
        loaded,
      });
      // It read the CMS's page and code, the module that sends the secret among them, and no secret.
      expect(read.includes(runSecret.header)).toBe(true);
      expect(read.includes(secret)).toBe(false);
      expect(writes).toEqual(['403', '403', 'opaque']);
      expect(snapshot(cms.contentDir)).toEqual(before);

      // The CMS's tab holds it: the same backend saves its edit.
      await cmsPage.bringToFront();
      const hero = await expandSection(cmsPage, heroFields.label);
      const newTitle = `${heroTitleIn(readFileSync(homeFile(cms), 'utf8'))} Unido`;
      await hero.getByLabel(labelOf(heroFields.fields!, 'title'), { exact: true }).fill(newTitle);
      await publish(cmsPage);
      await notice(cmsPage, 'Entrada salva').waitFor();
      expect(heroTitleIn(readFileSync(homeFile(cms), 'utf8'))).toBe(newTitle);
      expect(problems).toEqual([]);
    },
  );

  test(
    'the CMS opened without the secret says, in the catalogue’s words, to open it by the address npm run cms prints',
    { timeout: 2 * startupTimeout + 2 * stepTimeout },
    async ({ browser, cms }) => {
      const context = await browser.newContext();
      onTestFinished(() => context.close());
      await keepOnLoopback(context);
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(cms.backendUrl)) asked.push(request.url());
      });
      await page.goto(`${cms.siteUrl}/admin/`, { timeout: startupTimeout });
      const { message, hint } = say('cms-secret-missing');
      await page.getByRole('heading', { level: 1, name: message }).waitFor({ timeout: startupTimeout });
      expect(await page.getByText(hint).count()).toBe(1);
      expect(asked).toEqual([]);
    },
  );
});

describe('the photo library', () => {
  test(
    'offers photos only, and refuses a file whose name is not a photo’s before sending it, whatever its bytes',
    { timeout: 2 * startupTimeout + 4 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      // A real JPEG, named as the audit's SVG: its bytes alone would pass.
      const named = path.join(cms.root, 'evil.svg');
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0e7490' } })
        .jpeg()
        .toFile(named);
      const before = snapshot(cms.contentDir);
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      await openMediaLibrary(page);
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByText('Enviar novo').click()]);
      const offered = ((await chooser.element().getAttribute('accept')) ?? '').split(',');
      expect(offered.filter((type) => type.startsWith('.'))).toEqual(photoExtensions.map((name) => `.${name}`));
      expect(offered.filter((type) => !type.startsWith('.'))).toEqual([
        'image/jpeg',
        'image/png',
        'image/webp',
        'image/avif',
      ]);

      // Picked anyway (a chooser's "all files", or dropped on it): refused in the session's notice.
      await chooser.setFiles(named);
      const refused = sessionNotice(page);
      await refused.waitFor();
      const why = sayAgain(
        say('image-name-not-photo', { src: 'evil.svg' }),
        formReader(() => ''),
      );
      expect(await refused.innerText()).toContain(say('cms-upload-refused', { photo: 'evil.svg' }).message);
      expect(await refused.innerText()).toContain(why.message);
      expect(snapshot(cms.contentDir)).toEqual(before);
      expect(problems).toEqual([]);
    },
  );
});
