/**
 * A checked write on GitHub (admin/repository/github/repository.ts), against the stand-in over a real
 * git repository, through the requests Decap's GitHub API class makes: one commit over the version
 * that was checked, and the branch moved to it only from there. When another editor commits between
 * the check and the write, GitHub refuses to move the branch (422) and the write says the repository
 * moved, which sends the save session to check again (tests/admin/two-editors.test.ts) — nothing of
 * the other editor's is overwritten.
 */
import { describe, expect, test } from 'vitest';
import { githubRepository } from '../../admin/repository/github/repository.ts';
import { RepositoryMoved } from '../../admin/repository/repository.ts';
import type { Backend } from '../../admin/session/guarded-backend.ts';
import { contentStandIn, decapApi } from '../support/github/decap-api.ts';
import type { GitHubStandIn } from '../support/github/stand-in.ts';

const repositoryName = 'grupoinvero/site-de-teste';
const homeFile = 'content/pages/home.yaml';
const clinicFile = 'content/pages/consultorio.yaml';

/** The repository as the signed-in admin reaches it: through the backend's API, made at sign-in. */
const repositoryOf = (standIn: GitHubStandIn) =>
  githubRepository({ api: decapApi(standIn, repositoryName) } as unknown as Backend, {} as never);

const headOf = (standIn: GitHubStandIn) => standIn.log()[0]!.sha;

describe('a write on GitHub', () => {
  test('over the version checked: one commit, its parent that version, the branch moved to it', async () => {
    const standIn = await contentStandIn(repositoryName);
    const checked = headOf(standIn);
    const text = `${standIn.textAt(homeFile)!}# nova linha\n`;

    const written = await repositoryOf(standIn).writeEntry(
      { dataFiles: [{ path: homeFile, raw: text }], assets: [] },
      'Página inicial',
      checked,
    );

    const [head] = standIn.log();
    expect(head).toMatchObject({ sha: written.sha, message: 'Página inicial' });
    expect(standIn.log()[1]!.sha).toBe(checked);
    expect(standIn.textAt(homeFile)).toBe(text);
  });

  test('after another editor committed since the check, even to another page: refused as moved, theirs kept', async () => {
    const standIn = await contentStandIn(repositoryName);
    const checked = headOf(standIn);
    const brunos = `${standIn.textAt(clinicFile)!}# do Bruno\n`;
    standIn.beforeRefUpdate(() => standIn.commitFile(clinicFile, brunos, { login: 'bruno', message: 'Outra mudança' }));

    const write = repositoryOf(standIn).writeEntry(
      { dataFiles: [{ path: homeFile, raw: `${standIn.textAt(homeFile)!}# da Ana\n` }], assets: [] },
      'Página inicial',
      checked,
    );

    await expect(write).rejects.toBeInstanceOf(RepositoryMoved);
    expect(standIn.log()[0]).toMatchObject({ message: 'Outra mudança' });
    expect(standIn.textAt(clinicFile)).toBe(brunos);
    expect(standIn.textAt(homeFile)).not.toContain('# da Ana');
  });
});
