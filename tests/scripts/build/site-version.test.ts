import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentDigest, readBuiltVersion } from '../../../schema/load/built-version.ts';
import { builtVersion } from '../../../scripts/build/site-version.ts';
import { hostCommit } from '../../../scripts/lib/environment.ts';
import { makeWorkspace, type Workspace } from '../../corpus/workspace.ts';

let ws: Workspace | undefined;
afterEach(() => ws?.dispose());

const sha = (digit: string) => digit.repeat(40);

/** The content's files as a commit's tree lists them (what the CMS reads from GitHub): path and blob id. */
function committedBlobs(root: string) {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@127.0.0.1', ...args], { cwd: root, encoding: 'utf8' });
  git('init', '--quiet');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'x');
  return git('ls-tree', '-r', 'HEAD', 'content')
    .trim()
    .split('\n')
    .map((line) => {
      const [meta = '', file = ''] = line.split('\t');
      return { path: file, blob: meta.split(' ')[2]! };
    });
}

describe('the version a built site carries', () => {
  it('digests the content as a commit of it does: the same from the files as from the tree GitHub lists', async () => {
    ws = makeWorkspace();
    mkdirSync(path.join(ws.contentDir, 'images'), { recursive: true });
    ws.write('images/sala.jpg', Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]));
    // Not what the site is built from: the editors' guide, a hidden file, a file beside the pages.
    ws.write('LEIA-ME.md', '# guia');
    ws.write('pages/.rascunho.yaml', 'x: 1');
    ws.write('pages/notas.txt', 'notas');
    const version = await builtVersion(ws.contentDir, {});
    expect(version.content).toBe(await contentDigest(committedBlobs(ws.root)));
    expect(version.commit).toBeNull();

    // Any change to a page or a photo moves it; the guide does not.
    ws.write('LEIA-ME.md', '# outro guia');
    expect((await builtVersion(ws.contentDir, {})).content).toBe(version.content);
    ws.write('images/sala.jpg', Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x02]));
    expect((await builtVersion(ws.contentDir, {})).content).not.toBe(version.content);
  });

  it('names the commit from the variable each host sets, and none from anything else', () => {
    expect(hostCommit({ COMMIT_REF: sha('a') })).toBe(sha('a'));
    expect(hostCommit({ CF_PAGES_COMMIT_SHA: sha('b') })).toBe(sha('b'));
    expect(hostCommit({ GITHUB_SHA: sha('c') })).toBe(sha('c'));
    expect(hostCommit({ COMMIT_REF: 'HEAD', GITHUB_SHA: 'main' })).toBeUndefined();
    expect(hostCommit({})).toBeUndefined();
  });

  it('is read back only when whole', () => {
    const version = {
      commit: sha('a'),
      content: 'f'.repeat(64),
      builtAt: '2026-01-01T10:00:00.000Z',
      nextChangeAt: '2026-12-24T00:00:00-03:00',
    };
    expect(readBuiltVersion(JSON.parse(JSON.stringify(version)))).toEqual(version);
    expect(readBuiltVersion({ ...version, commit: null })).toEqual({ ...version, commit: null });
    expect(readBuiltVersion({ ...version, nextChangeAt: null })).toEqual({ ...version, nextChangeAt: null });
    // A site built before schedules existed: nothing scheduled to change.
    const { nextChangeAt: _none, ...older } = version;
    expect(readBuiltVersion(older)).toEqual({ ...version, nextChangeAt: null });
    expect(readBuiltVersion({ ...version, nextChangeAt: 'amanhã' })).toBeUndefined();
    expect(readBuiltVersion({ commit: sha('a') })).toBeUndefined();
    expect(readBuiltVersion('<!doctype html>')).toBeUndefined();
  });
});
