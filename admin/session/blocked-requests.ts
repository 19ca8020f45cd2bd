/**
 * Whether the admin's own Content-Security-Policy blocked a request it made: the browser then
 * rejects the request exactly as it does one that found no network (a TypeError, "Failed to
 * fetch"), and only this event tells the two apart. The browser fires it a moment after the
 * request has failed, so a failure told before it arrives is told again once it does
 * (failure-notice.ts): the site's fault, not the editor's connection.
 */
type Listener = (address: string) => void;

/** How long a request's failure and its violation may stand apart: the browser queues the event as a task of its own. */
const violationDelayMs = 2_000;

let lastBlocked: { address: string; at: number } | undefined;
const waiting = new Set<Listener>();

/** Starts listening: from the first request the admin makes. */
export function watchBlockedRequests(target: Pick<Document, 'addEventListener'> = document): void {
  target.addEventListener('securitypolicyviolation', (event) => {
    // connect-src: a request (fetch, XMLHttpRequest); what the page shows or runs is not a write.
    if (event.effectiveDirective !== 'connect-src') return;
    lastBlocked = { address: event.blockedURI, at: Date.now() };
    for (const listener of [...waiting]) listener(event.blockedURI);
    waiting.clear();
  });
}

/** The address (or scheme, for blob: and data:) of a request the policy blocked a moment ago, once; then forgotten. */
export function blockedRequest(): string | undefined {
  const blocked = lastBlocked;
  lastBlocked = undefined;
  return blocked && Date.now() - blocked.at <= violationDelayMs ? blocked.address : undefined;
}

/** Calls `listener` with the address of a request the policy blocks within the next moment, if one is. */
export function whenBlockedSoon(listener: Listener): void {
  waiting.add(listener);
  setTimeout(() => waiting.delete(listener), violationDelayMs);
}
