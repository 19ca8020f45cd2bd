import { describe, expect, test } from 'vitest';
import { allowedCalls, matchCall } from '../../functions/editor-api/allow-list.ts';

const repo = '/repos/grupoinvero/site';
const sha = 'a'.repeat(40);
const match = (method: string, path: string, query = '') => matchCall(method, path, new URLSearchParams(query));

describe('the calls the function forwards', () => {
  test.each([
    // What the admin's GitHub code and Decap's GitHub backend ask, as the online tests recorded it.
    ['GET', '/user', 'GET /user'],
    ['GET', repo, 'GET /repos/{owner}/{repo}'],
    ['GET', `${repo}/branches/main`, 'GET /repos/{owner}/{repo}/branches/{branch}'],
    ['GET', `${repo}/git/trees/main:content%2Fpages`, 'GET /repos/{owner}/{repo}/git/trees/{tree_sha}'],
    ['GET', `${repo}/git/trees/main:content/pages`, 'GET /repos/{owner}/{repo}/git/trees/{tree_sha}'],
    ['GET', `${repo}/git/trees/${sha}`, 'GET /repos/{owner}/{repo}/git/trees/{tree_sha}'],
    ['GET', `${repo}/git/blobs/${sha}`, 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}'],
    ['GET', `${repo}/contents/content/images/foto.jpg`, 'GET /repos/{owner}/{repo}/contents/{path}'],
    ['GET', `${repo}/commits`, 'GET /repos/{owner}/{repo}/commits'],
    ['GET', `${repo}/commits/${sha}`, 'GET /repos/{owner}/{repo}/commits/{ref}'],
    ['GET', `${repo}/commits/${sha}/status`, 'GET /repos/{owner}/{repo}/commits/{ref}/status'],
    ['GET', `${repo}/commits/${sha}/check-runs`, 'GET /repos/{owner}/{repo}/commits/{ref}/check-runs'],
    ['GET', `${repo}/check-runs/42/annotations`, 'GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations'],
    ['GET', `${repo}/git/commits/${sha}`, 'GET /repos/{owner}/{repo}/git/commits/{commit_sha}'],
    ['POST', `${repo}/git/blobs`, 'POST /repos/{owner}/{repo}/git/blobs'],
    ['POST', `${repo}/git/trees`, 'POST /repos/{owner}/{repo}/git/trees'],
    ['POST', `${repo}/git/commits`, 'POST /repos/{owner}/{repo}/git/commits'],
    ['PATCH', `${repo}/git/refs/heads/main`, 'PATCH /repos/{owner}/{repo}/git/refs/{ref}'],
  ])('%s %s is %s', (method, path, name) => {
    expect(match(method, path)?.name).toBe(name);
  });

  test('one row per call, each a call of GitHub’s API', () => {
    const names = allowedCalls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(names).size).toBe(names.length);
  });

  test.each([
    ['DELETE', `${repo}/git/refs/heads/main`],
    ['POST', `${repo}/git/refs`],
    ['PUT', `${repo}/contents/content/site.yaml`],
    ['GET', `${repo}/pulls`],
    // The App has no permission on the workflow: a failed publish is tried again by an empty commit.
    ['GET', `${repo}/actions/runs`],
    ['POST', `${repo}/actions/runs/7/rerun-failed-jobs`],
    ['GET', `${repo}/git/refs/heads/main`],
    ['GET', '/app'],
    ['POST', '/app/installations/1/access_tokens'],
    ['GET', '/installation/repositories'],
    ['GET', '/users/octocat'],
    ['GET', '/repos/grupoinvero'],
    ['GET', `${repo}/git/blobs/..%2F..%2F..%2Fuser`],
    ['GET', `${repo}/git/blobs/not-a-sha`],
    ['GET', `${repo}/git/trees/..%2F..%2Fuser`],
    ['GET', `${repo}/contents/content/../../../user`],
    ['GET', `${repo}/contents/content/%2E%2E/editors.yaml`],
    ['GET', `${repo}/check-runs/abc/annotations`],
    ['GET', `${repo}/git/commits/main`],
    ['GET', '/repos/grupo%2Finvero/site'],
    ['GET', `${repo}/git/trees/%E0%A4%A`],
  ])('%s %s is not forwarded', (method, path) => {
    expect(match(method, path)).toBeUndefined();
  });

  test('only the listed query parameters go on, each as it was', () => {
    const call = match(
      'GET',
      `${repo}/commits`,
      'path=content/pages/home.yaml&sha=main&per_page=10&page=2&access_token=x',
    );
    expect(call?.upstreamQuery.toString()).toBe('path=content%2Fpages%2Fhome.yaml&sha=main&per_page=10&page=2');
    expect(match('GET', `${repo}/git/blobs/${sha}`, 'recursive=1&x=2')?.upstreamQuery.toString()).toBe('');
  });

  test('each parameter is sent to GitHub encoded again from what it decoded to', () => {
    expect(match('GET', `${repo}/git/trees/main:content%2Fpages`)?.upstreamPath).toBe(
      `${repo}/git/trees/main:content/pages`,
    );
    expect(match('PATCH', `${repo}/git/refs/heads/main`)?.params).toEqual({
      owner: 'grupoinvero',
      repo: 'site',
      ref: 'heads/main',
    });
    expect(match('GET', `${repo}/contents/content/images/sala%20nova.jpg`)?.upstreamPath).toBe(
      `${repo}/contents/content/images/sala%20nova.jpg`,
    );
  });
});
