import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { scrollThrough } from '../../scripts/audit/page-readiness.ts';
import { imageOriginsIn } from '../../scripts/build/security-policy.ts';
import { nextFrames } from '../support/frames.ts';
import { desktop, phone, test } from './browser.ts';
import { ctaButton, headerCta, recordNotices, unknownPath, unknownPathLoadError } from './site.ts';

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

/** An inline element a test puts into the page, as an attacker would: a script, or a stylesheet. */
interface Injection {
  tag: 'script' | 'style';
  text: string;
}

/**
 * Injects an inline script or stylesheet and resolves once the browser has either applied it or
 * reported refusing it (its `securitypolicyviolation` event): no waiting for a time to pass, only for
 * the verdict. A script proves it ran by setting `e2eInjectedRan`, a stylesheet that it applied by
 * setting the custom property `--e2e-injected`.
 */
function injectInline(page: Page, { tag, text }: Injection): Promise<{ applied: boolean; refusedBy?: string }> {
  return page.evaluate(
    ([tagName, code, mark]) =>
      new Promise<{ applied: boolean; refusedBy?: string }>((resolve) => {
        const element = document.createElement(tagName);
        element.setAttribute(mark, '');
        element.textContent = code;
        const applied = () =>
          'e2eInjectedRan' in window ||
          getComputedStyle(document.documentElement).getPropertyValue('--e2e-injected') !== '';
        const onViolation = (event: SecurityPolicyViolationEvent) => {
          if (event.target !== element) return;
          document.removeEventListener('securitypolicyviolation', onViolation);
          resolve({ applied: applied(), refusedBy: `${event.violatedDirective} ${event.blockedURI}` });
        };
        document.addEventListener('securitypolicyviolation', onViolation);
        // An allowed inline script runs during append, and an allowed stylesheet applies by the next
        // style read: afterwards, it has taken effect or never will.
        document.body.append(element);
        if (applied()) resolve({ applied: true });
      }),
    [tag, text, injectedMark] as const,
  );
}

/** A CSP hash source, as the policy names an inline script or stylesheet. */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** Chromium's console error for an inline element it refused: it names the element's hash, no other's. */
const refusalOf = (text: string) => new RegExp(`Content Security Policy.*${hashSource(text).replace(/[+/]/g, '\\$&')}`);
/** What an inline script may be refused by: the policy's script-src (script-src-elem in newer browsers). */
const scriptRefusal = /^script-src(-elem)? inline$/;
/** What an inline stylesheet may be refused by: style-src (style-src-elem in newer browsers). */
const styleRefusal = /^style-src(-elem)? inline$/;

/**
 * The last violation the page can report so far: an inline script of ours, refused. Violation events
 * are queued in the order the browser finds them, so once this one has arrived, every violation the
 * page caused before it has been recorded.
 */
const sentinel: Injection = { tag: 'script', text: 'window.e2eInjectedRan = "sentinel"' };

describe('Content-Security-Policy', () => {
  for (const width of [phone, desktop]) {
    test.for(routes)(`%s at ${width} px runs under the strict policy with no violation`, async (route, { open }) => {
      const { page, response } = await open(route, {
        width,
        setup: recordViolations,
        expectedErrors: [...(route === unknownPath ? [unknownPathLoadError] : []), refusalOf(sentinel.text)],
      });
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      const header = response?.headers()['content-security-policy'];
      expect(header).toContain("frame-ancestors 'none'");
      // The page's one stylesheet is in the page, allowed by its hash: in the meta tag, and in the
      // header static hosts send (not for the 404 page, served at any address: it has its meta tag).
      const styles = await page.locator('style').evaluateAll((elements) => elements.map((style) => style.textContent));
      expect(styles).toHaveLength(1);
      const styleSrc = `style-src 'self' ${hashSource(styles[0] ?? '')};`;
      expect(policy).toContain(styleSrc);
      if (route !== unknownPath) expect(header).toContain(styleSrc);
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
      expect(await injectInline(page, sentinel)).toEqual({
        applied: false,
        refusedBy: expect.stringMatching(scriptRefusal),
      });
      expect(await violationsIn(page)).toEqual([]);
    });
  }

  test.for([
    { kind: 'script', injected: { tag: 'script', text: 'window.e2eInjectedRan = true' }, refusal: scriptRefusal },
    {
      kind: 'stylesheet',
      injected: { tag: 'style', text: ':root { --e2e-injected: 1; } body { display: none; }' },
      refusal: styleRefusal,
    },
  ] satisfies { kind: string; injected: Injection; refusal: RegExp }[])(
    'blocks a $kind injected into the page after it was built',
    async ({ injected, refusal }, { open }) => {
      const { page } = await open('/', { setup: recordViolations, expectedErrors: [refusalOf(injected.text)] });
      expect(await injectInline(page, injected)).toEqual({ applied: false, refusedBy: expect.stringMatching(refusal) });
      expect(await page.evaluate(() => 'e2eInjectedRan' in window)).toBe(false);
      expect(await page.getByRole('main').isVisible()).toBe(true);
      expect(await violationsIn(page)).toEqual([]);
    },
  );
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
