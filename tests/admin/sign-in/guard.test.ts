import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readYaml } from '../../../admin/yaml/keep-text-format.ts';
import type { RefusedSave } from '../../../admin/session/refusal.ts';
import { contentDir } from '../../../project/environment.ts';
import { editorsFile } from '../../../schema/editors.ts';
import { cmsFiles } from '../../../schema/generate/cms-config.ts';
import { fileReader, say, sayAgain } from '../../../schema/messages/catalogue/index.ts';
import { editorsYaml } from '../../functions/online-editor.ts';
import { refusedBy, save, started } from '../session-harness.ts';
import { companies, companyName, page, pageData, as, signedIn, problemsOf } from './people.ts';

/*
 * The admin's side of signing in by e-mail, without a browser: what the function's answer to "who
 * is signed in" comes to, who the list says she is, the words she is greeted with, which entries
 * open read-only and why, and the guard refusing, in the form's words and before anything is sent,
 * what the function would refuse — by the same rule (schema/rights.ts).
 */

describe('the guard, for a person signed in by e-mail: refused before anything is sent', () => {
  it('her page saves; another company’s page is refused, saying whose it is', async () => {
    const cms = signedIn();
    const mine = pageData('assessoria');
    mine.title = 'Assessoria — nova';
    await save(cms, mine, page('assessoria'));
    expect(cms.backend.persisted).toHaveLength(1);

    const theirs = pageData('consultorio');
    theirs.title = 'Consultório — mudado';
    const refusal = await refusedBy(save(cms, theirs, page('consultorio')));
    expect((refusal as RefusedSave).title).toEqual(say('cms-save-not-yours', { count: 1 }));
    const words = say('cms-not-yours', {
      owner: { entry: 'page', company: companyName('consultorio') },
      people: ['Duda Reis'],
    });
    expect(problemsOf(refusal)).toEqual([
      expect.objectContaining({ message: words.message, hint: words.hint, file: page('consultorio') }),
    ]);
    expect(cms.backend.persisted).toHaveLength(1);
  });

  it('a new page of another company, or her page given to one: refused on the field Empresa', async () => {
    const cms = signedIn();
    /** A new page of the content, valid but for whose it is. */
    const newPage = (address: string, company: string) => ({
      ...pageData('assessoria'),
      path: address,
      title: `Página ${address}`,
      description: `A página ${address} do grupo.`,
      company,
    });
    const other = newPage('/outra', 'consultorio');
    const refusal = await refusedBy(save(cms, other, page('outra'), { newRecord: true, slug: 'outra' }));
    expect(problemsOf(refusal)).toEqual([
      expect.objectContaining({
        fieldPath: ['company'],
        message: say('cms-company-not-yours', { yours: [], group: false }).message,
        hint: expect.stringContaining(companyName('assessoria')) as string,
      }),
    ]);
    const given = { ...pageData('assessoria'), company: 'higienizacao' };
    expect(problemsOf(await refusedBy(save(cms, given, page('assessoria'))))).toEqual([
      expect.objectContaining({ fieldPath: ['company'] }),
    ]);
    const hers = newPage('/assessoria-sul', 'assessoria');
    await save(cms, hers, page('assessoria-sul'), { newRecord: true, slug: 'assessoria-sul' });
    expect(cms.backend.text(page('assessoria-sul'))).toBeDefined();
  });

  it('deleting another company’s page, or a photo its page shows: refused; a new photo of hers: sent', async () => {
    const cms = signedIn();
    const refusal = await refusedBy(cms.backend.deleteFiles([page('consultorio')], ''));
    expect(problemsOf(refusal)).toEqual([expect.objectContaining({ file: page('consultorio') })]);
    const photo = `${cmsFiles.mediaFolder}/consultorio.jpg`;
    const bytes = readFileSync(path.join(contentDir, 'images/consultorio.jpg'));
    const asset = (at: string) => ({ path: at, file: new Blob([bytes]) });
    const replaced = await refusedBy(cms.backend.persistMedia(asset(photo), {}));
    expect(problemsOf(replaced)).toEqual([
      expect.objectContaining({
        message: say('cms-photo-not-yours', { photo: 'consultorio.jpg', people: ['Duda Reis'] }).message,
        file: photo,
      }),
    ]);
    expect(problemsOf(await refusedBy(cms.backend.deleteFiles([photo], '')))).toHaveLength(1);
    await cms.backend.persistMedia(asset(`${cmsFiles.mediaFolder}/fachada.jpg`), {});
    expect(cms.backend.files.has(`${cmsFiles.mediaFolder}/fachada.jpg`)).toBe(true);
    expect(cms.backend.files.has(photo)).toBe(true);
  });

  it('taken off the list since she came in: nothing of hers saves any more', async () => {
    const cms = signedIn();
    cms.backend.files.set(editorsFile, editorsYaml.replace(/ {2}- name: Ana Souza\n.*\n.*\n/, ''));
    const refusal = await refusedBy(save(cms, pageData('assessoria'), page('assessoria')));
    expect((refusal as RefusedSave).title).toEqual(say('cms-save-not-allowed'));
    expect(cms.backend.persisted).toEqual([]);
  });

  it('anyone else (a GitHub account, `npm run cms`) saves as before: the function is not there to refuse', async () => {
    const cms = signedIn(null);
    const theirs = pageData('consultorio');
    theirs.title = 'Consultório — mudado';
    await save(cms, theirs, page('consultorio'));
    expect(cms.backend.persisted).toHaveLength(1);
  });
});

describe('the list of who edits, as the guard knows it', () => {
  it('renaming a company the list names is refused on that company’s id, for anyone, before it breaks the list', async () => {
    const cms = signedIn(as('duda@grupoinvero.com.br'));
    const data = readYaml(companies) as { companies: { id: string }[] };
    const at = data.companies.findIndex((company) => company.id === 'assessoria');
    data.companies[at]!.id = 'assessoria-tributaria';
    const refusal = await refusedBy(save(cms, data, cmsFiles.companies));
    const { message, hint } = sayAgain(
      say('cms-editors-company-missing', { id: 'assessoria', people: ['Ana Souza'] }),
      {
        ...fileReader,
        form: true,
      },
    );
    expect(problemsOf(refusal)).toContainEqual(
      expect.objectContaining({ file: cmsFiles.companies, fieldPath: ['companies', at, 'id'], message, hint }),
    );
    // Without a list (signing in with GitHub, or none yet), nothing of it is asked.
    const without = started();
    const problems = problemsOf(await refusedBy(save(without, data, cmsFiles.companies)));
    expect(problems.filter((problem) => problem.fieldPath.join() === `companies,${at},id`)).toEqual([]);
  });
});
