/**
 * GitHub's REST API as the App's installation: each call carries the installation token, which is
 * renewed once when GitHub refuses it. Answers are handed back as they came; what reaches the
 * browser is chosen by answers.ts.
 */
import { AppUnavailable, forgetToken, githubHeaders, installationToken } from './app-token.ts';
import type { Settings } from './settings.ts';

export interface Call {
  method?: string;
  query?: URLSearchParams;
  body?: unknown;
}

/** GitHub could not be reached, or answered what the function cannot go on from. */
export class GitHubUnavailable extends Error {
  constructor(readonly status: number) {
    super(`GitHub answered ${status}`);
  }
}

export class GitHub {
  constructor(readonly settings: Settings) {}

  /** One call to `path` (below the API's root), as the installation. */
  async call(path: string, { method = 'GET', query, body }: Call = {}): Promise<Response> {
    const url = `${this.settings.apiUrl}${path}${query && [...query].length ? `?${query}` : ''}`;
    const send = async () =>
      fetch(url, {
        method,
        headers: {
          ...githubHeaders,
          Authorization: `Bearer ${await installationToken(this.settings)}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
    try {
      let response = await send();
      if (response.status === 401) {
        forgetToken(this.settings);
        response = await send();
      }
      return response;
    } catch (error) {
      // The App refused (its own answer, told apart), or GitHub not reached at all.
      throw error instanceof AppUnavailable ? error : new GitHubUnavailable(502);
    }
  }

  /** A call whose answer the function reads itself: its JSON, or GitHubUnavailable. */
  async json<T>(path: string, call: Call = {}): Promise<T> {
    const response = await this.call(path, call);
    if (!response.ok) throw new GitHubUnavailable(response.status);
    return (await response.json()) as T;
  }
}
