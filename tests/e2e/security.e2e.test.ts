import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { scrollThrough } from '../../scripts/audit/page-readiness';
import { imageOriginsIn } from '../../scripts/build/security-policy';
import { nextFrames } from '../support/frames';
import { desktop, phone, test } from './browser';
import { ctaButton, headerCta, recordNotices, unknownPath, unknownPathLoadError } from './site';

const content = inject('content');
const routes = [...content.pages.map((page) => page.path), unknownPath];
const photoOrigins = imageOriginsIn(content);

/** Marks the scripts a test injects on purpose, so that the violation recorder can tell them apart. */
const injectedMark = 'data-e2e-injected';

/** Collects Content-Security-Policy violations in the page itself, from before its first script. */
const recordViolations = (page: Page) =>
  page.addInitScript((mark) => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      // The test's own injected scripts are refused on purpose; everything else is a finding.
      if (event.target instanceof Element && event.target.hasAttribute(mark)) return;
      violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  }, injectedMark);
const violationsIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/**
 * Injects an inline script and resolves once the browser has either run it or reported refusing it
 * (its `securitypolicyviolation` event): no waiting for a time to pass, only for the verdict.
 */
function injectScript(page: Page, code: string): Promise<{ ran: boolean; refusedBy?: string }> {
  return page.evaluate(
    ([text, mark]) =>
      new Promise<{ ran: boolean; refusedBy?: string }>((resolve) => {
        const script = document.createElement('script');
        script.setAttribute(mark, '');
        script.textContent = text;
        const onViolation = (event: SecurityPolicyViolationEvent) => {
          if (event.target !== script) return;
          document.removeEventListener('securitypolicyviolation', onViolation);
          resolve({ ran: 'e2eInjectedRan' in window, refusedBy: `${event.violatedDirective} ${event.blockedURI}` });
        };
        document.addEventListener('securitypolicyviolation', onViolation);
        // An inline script that is allowed runs during append: afterwards, it has run or never will.
        document.body.append(script);
        if ('e2eInjectedRan' in window) resolve({ ran: true });
      }),
    [code, injectedMark] as const,
  );
}

/** Chromium's console error for an inline script it refused: it names the script's hash, no other's. */
const refusalOf = (code: string) =>
  new RegExp(
    `Content Security Policy.*'sha256-${createHash('sha256').update(code).digest('base64').replace(/[+/]/g, '\\$&')}'`,
  );
/** What an inline script may be refused by: the policy's script-src (script-src-elem in newer browsers). */
const scriptRefusal = /^script-src(-elem)? inline$/;

/**
 * The last violation the page can report so far: an inline script of ours, refused. Violation events
 * are queued in the order the browser finds them, so once this one has arrived, every violation the
 * page caused before it has been recorded.
 */
const sentinel = 'window.e2eInjectedRan = "sentinel"';

describe('Content-Security-Policy', () => {
  for (const width of [phone, desktop]) {
    test.for(routes)(`%s at ${width} px runs under the strict policy with no violation`, async (route, { open }) => {
      const { page, response } = await open(route, {
        width,
        setup: recordViolations,
        expectedErrors: [...(route === unknownPath ? [unknownPathLoadError] : []), refusalOf(sentinel)],
      });
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      // Everything the page does, under the policy, each waited for by what proves it happened: every
      // image (the lazy photo too) loaded or failed, the notice drawn by its lazily loaded code, the
      // load event.
      await scrollThrough(page);
      if (width === desktop) {
        await recordNotices(page);
        await ctaButton(page, headerCta).click();
        await page.waitForFunction(
          () => (window as unknown as { e2eNoticeLog: { shown: number[] } }).e2eNoticeLog.shown.length > 0,
        );
        // Two frames on, the notice's effects have run too.
        await nextFrames(page);
      }
      await page.waitForLoadState('load');
      expect(await injectScript(page, sentinel)).toEqual({
        ran: false,
        refusedBy: expect.stringMatching(scriptRefusal),
      });
      expect(await violationsIn(page)).toEqual([]);
    });
  }

  test('blocks a script injected into the page after it was built', async ({ open }) => {
    const injected = 'window.e2eInjectedRan = true';
    const { page } = await open('/', { setup: recordViolations, expectedErrors: [refusalOf(injected)] });
    expect(await injectScript(page, injected)).toEqual({ ran: false, refusedBy: expect.stringMatching(scriptRefusal) });
    expect(await page.evaluate(() => 'e2eInjectedRan' in window)).toBe(false);
    expect(await violationsIn(page)).toEqual([]);
  });
});

describe('third parties', () => {
  test.for(routes)('%s asks no host but this site and the photo host named in the content', async (route, { open }) => {
    const hosts = new Set<string>();
    const { page, externalImages } = await open(route, {
      expectedErrors: route === unknownPath ? [unknownPathLoadError] : [],
      setup: (target) => target.on('request', (request) => hosts.add(new URL(request.url()).origin)),
    });
    // Every image (the lazy photo too) requested and answered, and the load event: whatever the page
    // asks for has been asked. Another host's requests are intercepted (keepOnLoopback), so each one
    // has reached `hosts` before the page could see its answer.
    await scrollThrough(page);
    await page.waitForLoadState('load');
    const baseOrigin = new URL(inject('baseUrl')).origin;
    expect([...hosts].filter((origin) => origin !== baseOrigin && !photoOrigins.includes(origin))).toEqual([]);
    // The open fixture also fails the test on any non-image request to another host.
    for (const url of externalImages) expect(photoOrigins).toContain(new URL(url).origin);
  });
});
