/**
 * Whether the admin's own Content-Security-Policy blocked a request it made: the browser then
 * rejects the request exactly as it does one that found no network (a TypeError, "Failed to
 * fetch"), and only this event tells the two apart. Listened to from the start, so that a failed
 * write can say the real reason (failure-words.ts): the site's fault, not the editor's connection.
 */
let lastBlocked: string | undefined;

/** Starts listening; the last request blocked is remembered until `blockedRequest` is asked. */
export function watchBlockedRequests(target: Pick<Document, 'addEventListener'> = document): void {
  target.addEventListener('securitypolicyviolation', (event) => {
    // connect-src: a request (fetch, XMLHttpRequest); what the page shows or runs is not a write.
    if (event.effectiveDirective === 'connect-src') lastBlocked = event.blockedURI;
  });
}

/** The address (or scheme, for blob: and data:) of the last request the policy blocked, once; then forgotten. */
export function blockedRequest(): string | undefined {
  const blocked = lastBlocked;
  lastBlocked = undefined;
  return blocked;
}
