// @vitest-environment jsdom
/*
 * A write that got no answer is told in the notice that stays; when the browser reports a moment
 * later that the admin's own policy blocked the request, the notice says that instead: the site's
 * fault, not the editor's connection.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { blockedRequest, watchBlockedRequests } from '../../admin/session/blocked-requests.ts';
import { showFailure } from '../../admin/session/words/failure-notice.ts';
import { say } from '../../schema/messages/catalogue/index.ts';

const notice = () => document.querySelector('[data-testid="cms-notice"]')?.textContent ?? '';

/** What the browser fires when the policy refuses a request (jsdom has no SecurityPolicyViolationEvent). */
function violation(directive: string, blockedURI: string): Event {
  return Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: directive, blockedURI });
}

beforeAll(() => watchBlockedRequests(document));
afterEach(() => {
  // What one test's violation left for the next failure to find.
  blockedRequest();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('a failed write’s notice', () => {
  it('says GitHub did not answer, then that the admin’s own policy blocked it when the browser reports so', () => {
    vi.useFakeTimers();
    showFailure(new TypeError('Failed to fetch'), false);
    expect(notice()).toContain(say('cms-save-unanswered').message);
    document.dispatchEvent(violation('connect-src', 'blob'));
    expect(notice()).toContain(say('cms-save-blocked', { address: 'blob' }).message);
    expect(notice()).toContain('blob');
  });

  it('keeps its words when what the policy blocks is not a request, or comes long after', () => {
    vi.useFakeTimers();
    showFailure(new TypeError('Failed to fetch'), false);
    document.dispatchEvent(violation('img-src', 'https://outro.exemplo.com'));
    expect(notice()).toContain(say('cms-save-unanswered').message);
    vi.advanceTimersByTime(60_000);
    document.dispatchEvent(violation('connect-src', 'blob'));
    expect(notice()).toContain(say('cms-save-unanswered').message);
  });

  it('under a title of its own (a photo not sent), with the reason below it', () => {
    showFailure(Object.assign(new Error('Resource not accessible'), { status: 403 }), false, say('cms-photo-not-sent'));
    expect(notice()).toContain(say('cms-photo-not-sent').message);
    expect(notice()).toContain(say('cms-save-forbidden').message);
  });
});
