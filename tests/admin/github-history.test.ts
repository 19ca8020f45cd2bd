/**
 * The history as the CMS reads it from GitHub (admin/repository/github/history.ts), against the
 * stand-in over a real git repository, through the requests Decap's GitHub API class makes (here a
 * small client of the same calls): a file's versions paged as GitHub pages its commits, its text at
 * a version, the pages and photos deleted.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { githubHistory } from '../../admin/repository/github/history.ts';
import { contentDir } from '../../project/environment.ts';
import { contentStandIn, decapApi } from '../support/github/decap-api.ts';
import { filesOf } from '../support/github/repository-helpers.ts';
import type { GitHubStandIn } from '../support/github/stand-in.ts';

const repository = 'grupoinvero/site-de-teste';
const homeFile = 'content/pages/home.yaml';

const start = () => contentStandIn(repository);

const apiOf = (standIn: GitHubStandIn) => decapApi(standIn, repository);

describe('the history on GitHub', () => {
  test("a file's versions, newest first, ten to a page as GitHub pages its commits, with who, when, parent and text", async () => {
    const standIn = await start();
    const shipped = standIn.textAt(homeFile)!;
    const texts = Array.from({ length: 12 }, (_, index) => `${shipped}# versão ${index + 1}\n`);
    const commits = texts.map((text) => standIn.commitFile(homeFile, text, { login: 'bruno', message: 'Outra' }));
    standIn.commitFile('content/site.yaml', `${standIn.textAt('content/site.yaml')!}\n`, {
      login: 'carla',
      message: 'Não é da página',
    });
    const history = githubHistory(() => apiOf(standIn));

    const first = await history.versions(homeFile, 1);
    expect(first.more).toBe(true);
    expect(first.items.map((version) => version.id)).toEqual(commits.slice(2).reverse());
    expect(first.items[0]).toMatchObject({ who: 'Bruno Lima', message: 'Outra', parent: commits[10] });
    expect(first.items[0]!.at).toBeInstanceOf(Date);
    const second = await history.versions(homeFile, 2);
    expect(second.more).toBe(false);
    expect(second.items.map((version) => version.id)).toEqual([commits[1], commits[0], standIn.log().at(-1)!.sha]);
    expect(second.items.at(-1)!.who).toBe('Ana Souza');

    expect(await history.textIn(homeFile, commits[4]!)).toBe(texts[4]);
    expect(await history.textIn('content/pages/nova.yaml', commits[4]!)).toBeUndefined();
  });

  test('the pages deleted and not back since, each with the commit that deleted it', async () => {
    const standIn = await start();
    const page = (name: string) => `content/pages/${name}.yaml`;
    standIn.commitFile(page('nova'), 'path: /nova\n', { login: 'bruno', message: 'Nova' });
    standIn.commitFile(page('volta'), 'path: /volta\n', { login: 'bruno', message: 'Volta' });
    const deleted = standIn.commitFile(page('nova'), null, { login: 'carla', message: 'Apagada' });
    standIn.commitFile(page('volta'), null, { login: 'carla', message: 'Apagada' });
    standIn.commitFile(page('volta'), 'path: /volta\n', { login: 'carla', message: 'De volta' });
    const history = githubHistory(() => apiOf(standIn));
    const { items } = await history.deleted('page', 1);
    expect(items).toEqual([
      { path: page('nova'), version: expect.objectContaining({ id: deleted, who: 'Carla Dias' }) },
    ]);
    expect(await history.textIn(page('nova'), items[0]!.version.parent!)).toBe('path: /nova\n');
  });

  test('the photos deleted and not back since, only those the CMS can bring back, each with its bytes as they were', async () => {
    const standIn = await start();
    const photo = (name: string) => `content/images/${name}`;
    const bytes = readFileSync(path.join(contentDir, 'images/consultorio.jpg'));
    for (const name of ['sala.jpg', 'logo.svg', 'volta.png']) {
      standIn.commitFile(photo(name), bytes, { login: 'bruno', message: `Foto enviada: ${name}` });
    }
    standIn.commitFile(photo('equipe/ana.jpg'), bytes, { login: 'bruno', message: 'Numa pasta' });
    const deleted = standIn.commitFile(photo('sala.jpg'), null, { login: 'carla', message: 'Apagado: sala.jpg' });
    for (const name of ['logo.svg', 'volta.png', 'equipe/ana.jpg']) {
      standIn.commitFile(photo(name), null, { login: 'carla', message: `Apagado: ${name}` });
    }
    standIn.commitFile(photo('volta.png'), bytes, { login: 'carla', message: 'De volta' });
    const history = githubHistory(() => apiOf(standIn));
    const { items, more } = await history.deleted('photo', 1);
    expect(more).toBe(false);
    expect(items).toEqual([
      { path: photo('sala.jpg'), version: expect.objectContaining({ id: deleted, who: 'Carla Dias' }) },
    ]);
    expect(await history.bytesIn(photo('sala.jpg'), items[0]!.version.parent!)).toEqual(new Uint8Array(bytes));
    expect(await history.bytesIn(photo('sala.jpg'), deleted)).toBeUndefined();
    // The pages deleted are another list.
    expect((await history.deleted('page', 1)).items).toEqual([]);
  });

  test('every photo deleted, their folder gone from the branch: still listed', async () => {
    const standIn = await start();
    const photos = Object.keys(filesOf(path.join(contentDir, 'images'), 'content/images'));
    expect(photos.length).toBeGreaterThan(0);
    for (const file of photos) standIn.commitFile(file, null, { login: 'carla', message: `Apagado: ${file}` });
    const history = githubHistory(() => apiOf(standIn));
    expect((await history.deleted('photo', 1)).items.map((item) => item.path).sort()).toEqual(photos.sort());
  });
});
