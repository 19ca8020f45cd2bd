// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { decapUserKey } from '../../admin/decap/door/decap-names.ts';
import type { BackendClass } from '../../admin/session/guarded-backend.ts';
import { forgetStoredSignIn, tokenForThisTab } from '../../admin/tab/token.ts';
import { elsewhere, stayAway, type Placed } from '../../admin/tab/where.ts';
import { say } from '../../schema/messages/catalogue/index.ts';

const editorUrl = 'https://editor.grupoinvero.com.br';

/** A window at `origin`, on its own unless framed or opened by another. */
function placed({ origin = editorUrl, framed = false, opened = false, hash = '' } = {}): Placed {
  const view = { location: { origin, hash }, opener: opened ? {} : null } as unknown as Placed;
  return Object.assign(view, { self: view, top: framed ? ({} as Window) : view });
}

describe('where the editor starts', () => {
  it('in a tab of its own, at its own address', () => {
    expect(elsewhere(placed(), editorUrl)).toBeUndefined();
  });

  it('anywhere, when the site gives it no address of its own (GitHub Pages), but in a tab of its own', () => {
    expect(elsewhere(placed({ origin: 'https://www.grupoinvero.com.br' }), undefined)).toBeUndefined();
    expect(elsewhere(placed({ framed: true }), undefined)).toEqual({ why: 'framed' });
    expect(elsewhere(placed({ opened: true }), undefined)).toEqual({ why: 'opened' });
  });

  it('never inside a frame, whoever frames it, nor in a window another page opened', () => {
    expect(elsewhere(placed({ framed: true }), editorUrl)).toEqual({ why: 'framed' });
    expect(elsewhere(placed({ opened: true }), editorUrl)).toEqual({ why: 'opened' });
    // Framed at the public address: refused there, not sent on inside the frame.
    expect(elsewhere(placed({ origin: 'https://www.grupoinvero.com.br', framed: true }), editorUrl)).toEqual({
      why: 'framed',
    });
  });

  it('at another address of the site: sent on to its own, to the same screen', () => {
    expect(
      elsewhere(placed({ origin: 'https://www.grupoinvero.com.br', hash: '#/collections/paginas' }), editorUrl),
    ).toEqual({ why: 'moved', to: `${editorUrl}/admin/#/collections/paginas` });
  });
});

describe('what it says instead of starting', () => {
  afterEach(() => document.body.replaceChildren());

  it('framed: why, in the catalogue’s words, with a link to it in a new tab the frame keeps no handle on', () => {
    stayAway({ why: 'framed' }, editorUrl);
    const { message, hint } = say('cms-framed');
    expect(document.querySelector('main h1')?.textContent).toBe(message);
    expect(document.querySelector('main h1 + p')?.textContent).toBe(hint);
    const link = document.querySelector('main a')!;
    expect(link.textContent).toBe(say('cms-open-own-tab').message);
    expect(link.getAttribute('href')).toBe(`${editorUrl}/admin/`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opened by another page: why, and the same link, to this address when the site gives no other', () => {
    stayAway({ why: 'opened' }, undefined);
    expect(document.querySelector('main h1')?.textContent).toBe(say('cms-opened-by-page').message);
    expect(document.querySelector('main a')?.getAttribute('href')).toBe(`${window.location.origin}/admin/`);
  });
});

describe('the GitHub token at the public pages’ address', () => {
  afterEach(() => window.localStorage.clear());

  /** Decap's GitHub backend as far as its sign-in goes: it keeps the token for its API. */
  class SignIn {
    token: string | undefined;
    authenticate(state: { token: string }) {
      this.token = state.token;
      return Promise.resolve({ login: 'ana', name: 'Ana Souza', token: state.token, useOpenAuthoring: false });
    }
  }

  it('stays with the backend that uses it: the user the core keeps in the browser has none', async () => {
    const TabOnly = tokenForThisTab(SignIn as unknown as BackendClass) as unknown as typeof SignIn;
    const backend = new TabOnly();
    const user = await backend.authenticate({ token: 'gho_16C7e42F292c6912E7710c838347Ae178B4a' });
    expect(user).toEqual({ login: 'ana', name: 'Ana Souza', useOpenAuthoring: false });
    expect(JSON.stringify(user)).not.toContain('gho_');
    expect(backend.token).toBe('gho_16C7e42F292c6912E7710c838347Ae178B4a');
  });

  it('an older editor’s stored sign-in is forgotten', () => {
    window.localStorage.setItem(decapUserKey, JSON.stringify({ login: 'ana', token: 'gho_x', backendName: 'github' }));
    window.localStorage.setItem('invero.draft.paginas.home', '{}');
    forgetStoredSignIn();
    expect(window.localStorage.getItem(decapUserKey)).toBeNull();
    // The drafts an editor left stay.
    expect(window.localStorage.getItem('invero.draft.paginas.home')).toBe('{}');
  });
});
