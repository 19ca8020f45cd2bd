import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { imageOriginsIn } from '../../scripts/security';
import { desktop, phone, test } from './browser';
import { ctaButton, headerCta } from './site';

const content = inject('content');
const routes = [...content.pages.map((page) => page.path), '/nao-existe'];
const photoOrigins = imageOriginsIn(content);

/** Collects Content-Security-Policy violations in the page itself, from before its first script. */
const recordViolations = (page: Page) =>
  page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
const violationsIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe('Content-Security-Policy', () => {
  for (const width of [phone, desktop]) {
    test.for(routes)(`%s at ${width} px runs under the strict policy with no violation`, async (route, { open }) => {
      const { page, response } = await open(route, {
        width,
        setup: recordViolations,
        expectedErrors: route === '/nao-existe' ? [/status of 404/] : [],
      });
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      // Scroll (lazy photo), open a notice, navigate: everything the page does, under the policy.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      if (width === desktop) await ctaButton(page, headerCta).click();
      await page.waitForTimeout(300);
      expect(await violationsIn(page)).toEqual([]);
    });
  }

  test('blocks a script injected into the page after it was built', async ({ open }) => {
    const { page } = await open('/', {
      setup: recordViolations,
      expectedErrors: [/Content Security Policy/],
    });
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    // Reported once per policy that forbids it (the meta tag's and the header's).
    const violations = await violationsIn(page);
    expect(violations.length).toBeGreaterThan(0);
    for (const violation of violations) expect(violation).toMatch(/^script-src(-elem)? inline$/);
  });
});

describe('third parties', () => {
  test.for(routes)('%s asks no host but this site and the photo host named in the content', async (route, { open }) => {
    const hosts = new Set<string>();
    const { page, externalImages } = await open(route, {
      expectedErrors: route === '/nao-existe' ? [/status of 404/] : [],
      setup: async (target) => target.on('request', (request) => hosts.add(new URL(request.url()).origin)),
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    const baseOrigin = new URL(inject('baseUrl')).origin;
    expect([...hosts].filter((origin) => origin !== baseOrigin).every((origin) => photoOrigins.includes(origin))).toBe(
      true,
    );
    // The open fixture also fails the test on any non-image request to another host.
    for (const url of externalImages) expect(photoOrigins).toContain(new URL(url).origin);
  });
});
