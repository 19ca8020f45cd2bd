import { describe, expect, test } from 'vitest';
import { blobBody, commitBody, moveBody, treeBody } from '../../functions/editor-api/writes.ts';

const sha = 'b'.repeat(40);
const ana = { name: 'Ana Souza', email: 'ana@grupoinvero.com.br' };
const app = { name: 'editor[bot]', email: '1+editor[bot]@users.noreply.github.com' };

describe('the bodies of the writes, as the function passes them on', () => {
  test('a commit is hers, committed by the App, whoever the browser said wrote it', () => {
    const body = commitBody(
      { message: 'Mudança', tree: sha, parents: [sha], author: { name: 'Outra', email: 'x@y.z' }, committer: ana },
      ana,
      app,
    );
    expect(body).toEqual({
      message: 'Mudança',
      tree: sha,
      parents: [sha],
      author: { ...ana, date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) },
      committer: { ...app, date: expect.any(String) },
    });
    expect(commitBody({ message: 'x', tree: sha, parents: 'a' }, ana, app)).toBeUndefined();
  });

  test('a tree of plain files only, nothing else riding along', () => {
    const item = { path: 'content/pages/a.yaml', mode: '100644', type: 'blob', sha };
    expect(
      treeBody({
        base_tree: sha,
        tree: [
          { ...item, extra: 1 },
          { ...item, sha: null },
        ],
      }),
    ).toEqual({
      base_tree: sha,
      tree: [item, { ...item, sha: null }],
    });
    for (const odd of [
      { mode: '120000' },
      { mode: '100755' },
      { type: 'commit', mode: '160000' },
      { type: 'tree', mode: '040000' },
    ]) {
      expect(treeBody({ tree: [{ ...item, ...odd }] })).toBeUndefined();
    }
    expect(blobBody({ content: 'abc', encoding: 'latin1' })).toBeUndefined();
    expect(blobBody({ content: 'YWJj', encoding: 'base64', other: 1 })).toEqual({
      content: 'YWJj',
      encoding: 'base64',
    });
  });

  test('a branch moves to a commit by its name, never forced', () => {
    expect(moveBody({ sha, force: false })).toEqual({ sha });
    expect(moveBody({ sha, force: true })).toBeUndefined();
    expect(moveBody({ sha: '../../../user' })).toBeUndefined();
    expect(moveBody({ sha: 'main' })).toBeUndefined();
  });
});
