/**
 * The function set up wrong, or switched off: it says what to fix in the catalogue's words, names
 * the setting (never its value) and asks GitHub for nothing on the person's behalf. Its code is plain
 * Web API code, run here in Node against the same stand-ins as under Cloudflare's runtime.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answer } from '../../functions/editor-api/handle.ts';
import type { Bindings } from '../../functions/editor-api/settings.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { contentDir } from '../../project/environment.ts';
import { startAccessStandIn, type AccessStandIn } from '../support/access-stand-in.ts';
import { filesOf } from '../support/github/repository-helpers.ts';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github/stand-in.ts';
import { bindingsFor, editorsYaml, repo, repository } from './online-editor.ts';

let access: AccessStandIn;
let github: GitHubStandIn;
beforeAll(async () => {
  access = await startAccessStandIn();
  const site = filesOf(contentDir, 'content');
  // The content's own settings: signing in with GitHub, so the function serves nobody.
  const settings = `${site['content/site.yaml']!.toString()}\ncms:\n  repo: ${repository}\n`;
  github = await startGitHubStandIn({
    repository,
    seed: { ...site, 'content/site.yaml': settings, 'editors.yaml': editorsYaml },
  });
});
afterAll(async () => {
  await Promise.all([access?.close(), github?.close()]);
});

const bindings = () => bindingsFor(access, github);

async function ask(env: Bindings, path = `${repo}/branches/main`) {
  const request = new Request(`https://www.grupoinvero.com.br/api/github${path}`, {
    headers: { 'Cf-Access-Jwt-Assertion': await access.token({ email: 'ana@grupoinvero.com.br' }) },
  });
  const response = await answer(request, env);
  return { status: response.status, json: (await response.json()) as { message: string; hint: string } };
}

const words = (said: { message: string; hint: string }) => ({ message: said.message, hint: said.hint });

describe('the function, set up wrong or switched off', () => {
  test('a value missing or unusable is named, never shown', async () => {
    const given = {
      ...bindings(),
      GITHUB_APP_PRIVATE_KEY: 'segredo-que-nao-e-chave',
      ACCESS_TEAM_DOMAIN: 'http://equipe.exemplo.com',
    };
    delete given.ACCESS_AUD;
    const answered = await ask(given);
    expect(answered.status).toBe(503);
    expect(answered.json).toMatchObject(
      words(say('online-not-set-up', { missing: ['ACCESS_TEAM_DOMAIN', 'ACCESS_AUD', 'GITHUB_APP_PRIVATE_KEY'] })),
    );
    expect(JSON.stringify(answered.json)).not.toContain('segredo');
  });

  test('GitHub refusing the App (another key, another installation) is the set-up’s to fix', async () => {
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs1',
      format: 'pem',
    });
    for (const wrong of [{ GITHUB_APP_PRIVATE_KEY: otherKey.toString() }, { GITHUB_APP_INSTALLATION_ID: '1' }]) {
      const answered = await ask({ ...bindings(), ...wrong });
      expect(answered).toEqual({ status: 503, json: expect.objectContaining(words(say('online-app-refused'))) });
    }
    expect(github.installationTokens()).toEqual([]);
  });

  test('with `signIn: email` not written in the content, it serves nobody', async () => {
    const answered = await ask(bindings());
    expect(answered).toEqual({ status: 503, json: expect.objectContaining(words(say('online-sign-in-off'))) });
    expect(github.requests('GET /repos/{owner}/{repo}/branches/{branch}')).toEqual([]);
  });
});
