/**
 * What a script of a public page can reach of the editor, as the outside audit of issue 40 tried it
 * (a compromised dependency of an island runs in every page): everything its window stores (local
 * and session storage, cookies, IndexedDB), the same of a frame it makes and of a window it opens
 * (readable only at its own address), and, with a token it found, GitHub's API through a frame
 * whose policy allows it. Each step runs in the page itself, with the page's own privileges.
 */
import type { Page } from 'playwright-core';

/** Which window the page's script reads: its own, the frame it made (by id), or the window it opened. */
export type Reachable = 'itself' | { frame: string } | 'opened';

/**
 * Everything the page's script reads of `which`, as text, or `refused: <error>` when the browser
 * keeps it out (another address).
 */
export function readFrom(page: Page, which: Reachable): Promise<string> {
  return page.evaluate(async (which) => {
    const target =
      which === 'itself'
        ? window
        : which === 'opened'
          ? (window as unknown as { opened: Window }).opened
          : (document.getElementById(which.frame) as HTMLIFrameElement).contentWindow!;
    try {
      const parts: string[] = [];
      for (const area of [target.localStorage, target.sessionStorage]) {
        for (let index = 0; index < area.length; index++) {
          const key = area.key(index)!;
          parts.push(`${key}=${area.getItem(key)}`);
        }
      }
      parts.push(`cookie=${target.document.cookie}`);
      for (const { name } of await target.indexedDB.databases()) {
        const database = await new Promise<IDBDatabase>((resolve, reject) => {
          const opening = target.indexedDB.open(name!);
          opening.onsuccess = () => resolve(opening.result);
          opening.onerror = () => reject(opening.error ?? new Error('indexedDB'));
        });
        for (const store of database.objectStoreNames) {
          const values = await new Promise<unknown[]>((resolve) => {
            const reading = database.transaction(store).objectStore(store).getAll();
            reading.onsuccess = () => resolve(reading.result);
            reading.onerror = () => resolve([]);
          });
          parts.push(`${name}/${store}=${JSON.stringify(values)}`);
        }
        database.close();
      }
      parts.push(`text=${target.document.body?.innerText ?? ''}`);
      return parts.join('\n');
    } catch (error) {
      return `refused: ${(error as Error).name}`;
    }
  }, which);
}

/** The page's script frames `url` (an iframe of id `id`); resolves once the frame has loaded. */
export function frameFrom(page: Page, url: string, id: string): Promise<void> {
  return page.evaluate(
    ({ url, id }) =>
      new Promise<void>((resolve) => {
        const frame = Object.assign(document.createElement('iframe'), { id, src: url });
        frame.addEventListener('load', () => resolve(), { once: true });
        document.body.append(frame);
      }),
    { url, id },
  );
}

/** The page's script opens `url` in a new window, keeping its handle (`window.opened`); the window, once loaded. */
export async function openFrom(page: Page, url: string): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await page.evaluate((url) => {
    (window as unknown as { opened: Window | null }).opened = window.open(url);
  }, url);
  const opened = await popup;
  await opened.waitForLoadState();
  return opened;
}

/**
 * With each GitHub token in `found`, the page's script asks GitHub who it is, through the frame of
 * `frame` (whose policy, the editor's, allows GitHub's API where the page's does not): what GitHub
 * answered, or why it could not ask. Nothing when no token was found.
 */
export function actWith(page: Page, found: string, frame: string): Promise<string[]> {
  const tokens = [...new Set(found.match(/gh[opsu]_[A-Za-z0-9_-]{20,}/g) ?? [])];
  return page.evaluate(
    async ({ tokens, frame }) => {
      const through = (document.getElementById(frame) as HTMLIFrameElement).contentWindow!;
      return Promise.all(
        tokens.map(async (token) => {
          try {
            const answer = await through.fetch('https://api.github.com/user', {
              headers: { Authorization: `token ${token}` },
            });
            return `${answer.status} ${((await answer.json()) as { login?: string }).login ?? ''}`;
          } catch (error) {
            return `refused: ${(error as Error).name}`;
          }
        }),
      );
    },
    { tokens, frame },
  );
}
