import { describe, expect, it } from 'vitest';
import { failureWords } from '../../admin/session/words/failure-words.ts';
import { Unreachable } from '../../admin/repository/repository.ts';
import { siteFunctionApi } from '../../admin/sign-in/who.ts';
import { say } from '../../schema/messages/catalogue/index.ts';

/*
 * A save that failed for a reason of its own (not a refusal of the guard) is told in Portuguese,
 * with what to do: the words for each failure Decap's backends reject with.
 */

/** Decap's APIError: a message, the HTTP status, and which API answered. */
const apiError = (status: number, message = 'x', api = 'GitHub') => Object.assign(new Error(message), { status, api });

const online = { online: true };
const offline = { online: false };

describe('a failed save, in the editor’s words', () => {
  it.each([
    [
      'no answer at all, offline (fetch rejects with a TypeError)',
      new TypeError('Failed to fetch'),
      'cms-save-offline',
    ],
    ['no answer, offline, as Decap’s GitHub API passes it on', apiError(500, 'Failed to fetch'), 'cms-save-offline'],
  ] as const)('%s', (_, error, id) => {
    expect(failureWords(error, false, offline)).toEqual(say(id));
  });

  it.each([
    ['no answer at all (fetch rejects with a TypeError)', new TypeError('Failed to fetch')],
    ['no answer, as Decap’s GitHub API passes it on', apiError(500, 'Failed to fetch')],
  ] as const)('online, %s: GitHub did not answer, never "sem conexão"', (_, error) => {
    expect(failureWords(error, false, online)).toEqual(say('cms-save-unanswered'));
  });

  it('a request the admin’s own policy blocked is the site’s fault, said with what was blocked, online or locally', () => {
    const blocked = { online: true, blocked: 'blob' };
    for (const local of [false, true]) {
      expect(failureWords(new TypeError('Failed to fetch'), local, blocked)).toEqual(
        say('cms-save-blocked', { address: 'blob' }),
      );
    }
  });

  it.each([
    ['a browser that knows it is offline', new Unreachable(), 'cms-save-offline'],
    ['a sign-in that no longer holds', apiError(401, 'Bad credentials'), 'cms-save-signed-out'],
    ['no permission, or too many requests', apiError(403, 'Resource not accessible'), 'cms-save-forbidden'],
    ['too many requests', apiError(429, 'rate limited'), 'cms-save-forbidden'],
    ['the repository gone', apiError(404, 'Not Found'), 'cms-save-not-found'],
    ['GitHub down', apiError(502, 'Bad Gateway'), 'cms-save-host-down'],
  ] as const)('online, %s', (_, error, id) => {
    expect(failureWords(error, false, online)).toEqual(say(id));
  });

  it.each([
    ['an entry Access no longer vouches for', 401, 'cms-save-signed-out-email'],
    [
      'the list of who edits not giving her the change (the function’s words, not shown raw)',
      403,
      'cms-save-not-allowed',
    ],
  ] as const)('signed in by e-mail, %s', (_, status, id) => {
    const refused = apiError(status, 'O editor online não faz este pedido ao GitHub.', siteFunctionApi);
    expect(failureWords(refused, false, online)).toEqual(say(id));
  });

  it('locally, a backend that does not answer, and its own Portuguese words for anything else', () => {
    expect(failureWords(new TypeError('Failed to fetch'), true, online)).toEqual(say('cms-save-local-down'));
    const refused = apiError(403, 'Pedido recusado: o servidor local do CMS não lê nem grava esse arquivo.', 'Proxy');
    expect(failureWords(refused, true, online)).toEqual(say('cms-save-failed', { detail: refused.message }));
  });

  it('anything else, with its detail for the developers', () => {
    expect(failureWords(apiError(418, 'teapot'), false, online)).toEqual(say('cms-save-failed', { detail: 'teapot' }));
    expect(failureWords('texto solto', false, online)).toEqual(say('cms-save-failed', { detail: 'texto solto' }));
  });
});
