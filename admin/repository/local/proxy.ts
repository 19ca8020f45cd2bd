import { APIError, ProxyBackend, unsentRequest } from '../../decap/door/internals.ts';
import { runSecret } from './run-secret.ts';

/**
 * Decap's proxy backend, the client of the local backend of `npm run cms`, sending this run's secret
 * (run-secret.ts) with every request: the backend answers nothing without it. Decap's `request`
 * sends fixed headers, so this is its `request` with the secret's header added, and nothing else of
 * it: every call of the proxy backend goes through it, the local repository's too (local/repository.ts).
 */
export function localProxyBackend(secret: string | undefined) {
  const secretHeaders: Record<string, string> = secret ? { [runSecret.header]: secret } : {};
  return class LocalProxyBackend extends ProxyBackend {
    override async request(payload: { action: string; params: Record<string, unknown> }): Promise<unknown> {
      const response = await unsentRequest.fetchWithTimeout(this.proxyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8', ...secretHeaders },
        body: JSON.stringify({ branch: this.branch, ...payload }),
      });
      const json = (await response.json()) as { error?: string };
      if (response.ok) return json;
      throw new APIError(json.error ?? '', response.status, 'Proxy');
    }
  };
}
