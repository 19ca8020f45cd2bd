import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import type { RefusedSave } from '../../admin/session/refusal.ts';
import {
  greetingWords,
  newPageCompany,
  readOnlyWords,
  signedInFrom,
  type SignedIn,
} from '../../admin/sign-in/person.ts';
import { signInOutcome } from '../../admin/sign-in/who.ts';
import { contentDir } from '../../project/environment.ts';
import { editorsFile } from '../../schema/editors.ts';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { fileReader, say, sayAgain } from '../../schema/messages/catalogue/index.ts';
import { editorsYaml } from '../functions/online-editor.ts';
import { refusedBy, save, started, type Data } from './session-harness.ts';

/*
 * The admin's side of signing in by e-mail, without a browser: what the function's answer to "who
 * is signed in" comes to, who the list says she is, the words she is greeted with, which entries
 * open read-only and why, and the guard refusing, in the form's words and before anything is sent,
 * what the function would refuse — by the same rule (schema/rights.ts).
 */

const shipped = (name: string) => readFileSync(path.join(contentDir, name), 'utf8');
const companies = shipped('companies.yaml');
const companyName = (id: string) =>
  (readYaml(companies) as { companies: { id: string; name: string }[] }).companies.find((c) => c.id === id)!.name;
const page = (slug: string) => `content/pages/${slug}.yaml`;
const pageData = (slug: string) => readYaml(shipped(`pages/${slug}.yaml`)) as Data;

/** Someone of the list, signed in. */
const as = (email: string) => signedInFrom(email, editorsYaml, companies)!;
const ana = as('ana@grupoinvero.com.br');

describe('who is signed in, as the function answers', () => {
  it('the person on the list; a person Access let in whom it does not name; an entry Access no longer vouches for', () => {
    const user = { login: 'ana@grupoinvero.com.br', name: 'Ana Souza', email: 'ana@grupoinvero.com.br' };
    expect(signInOutcome(200, user)).toEqual({ ok: true, who: { name: 'Ana Souza', email: user.email }, user });
    expect(signInOutcome(403, { message: 'x', email: 'zeca@exemplo.com.br' })).toEqual({
      ok: false,
      words: say('cms-signin-not-listed', { email: 'zeca@exemplo.com.br' }),
      anotherEmail: true,
    });
    expect(signInOutcome(401, {})).toEqual({ ok: false, words: say('online-signed-out'), anotherEmail: true });
  });

  it('the function’s own words for the site not set up; anything else by its status, never a raw answer', () => {
    const words = say('online-not-set-up', { missing: ['ACCESS_AUD'] });
    expect(signInOutcome(503, { message: words.message, hint: words.hint })).toEqual({
      ok: false,
      words: { message: words.message, hint: words.hint },
    });
    expect(signInOutcome(500, '<html>erro</html>')).toEqual({
      ok: false,
      words: say('cms-signin-failed', { detail: 'GET /api/github/user: 500' }),
    });
    expect(signInOutcome(200, {}).ok).toBe(false);
  });

  it('the list names her whatever the case of her address; a person it does not name is nobody', () => {
    expect(as('CARLA@grupoinvero.com.br')).toMatchObject({ name: 'Carla Dias', edits: ['site'] });
    expect(signedInFrom('zeca@exemplo.com.br', editorsYaml, companies)).toBeUndefined();
    expect(signedInFrom(ana.email, 'editors: nada\n', companies)).toBeUndefined();
    expect(signedInFrom(ana.email, undefined, companies)).toBeUndefined();
  });
});

describe('the greeting: her name and what she edits', () => {
  it('a company’s pages, by the company’s name', () => {
    expect(greetingWords(ana)).toEqual(
      say('cms-greeting', { name: 'Ana Souza', companies: [companyName('assessoria')], site: false, all: false }),
    );
    expect(greetingWords(ana).message).toBe(
      `Olá, Ana Souza — você edita as páginas da empresa ${companyName('assessoria')}.`,
    );
  });

  it('several companies and the site’s settings, or everything', () => {
    const bia: SignedIn = { ...ana, name: 'Bia', edits: ['assessoria', 'consultorio', 'site'] };
    expect(greetingWords(bia).message).toBe(
      `Olá, Bia — você edita as páginas das empresas ${companyName('assessoria')} e ${companyName('consultorio')} e as configurações do site, as empresas e as páginas do grupo (como a inicial).`,
    );
    expect(greetingWords(as('duda@grupoinvero.com.br'))).toEqual(
      say('cms-greeting', { name: 'Duda Reis', companies: [], site: false, all: true }),
    );
    expect(greetingWords(as('duda@grupoinvero.com.br')).message).toBe(
      'Olá, Duda Reis — você edita todo o conteúdo do site.',
    );
  });
});

describe('which entries open read-only, and the sentence above them', () => {
  it('her company’s pages are hers; another company’s say whose they are and whom to ask', () => {
    expect(readOnlyWords(ana, page('assessoria'), pageData('assessoria'))).toBeUndefined();
    expect(readOnlyWords(ana, page('consultorio'), pageData('consultorio'))).toEqual(
      say('cms-read-only', {
        owner: { entry: 'page', company: companyName('consultorio') },
        people: ['Duda Reis'],
      }),
    );
    expect(readOnlyWords(ana, page('consultorio'), pageData('consultorio'))!.message).toBe(
      `Esta página é da empresa ${companyName('consultorio')}: só quem edita as páginas dela pode mudá-la.`,
    );
  });

  it('the group’s pages, the settings and the companies are `site`’s; everything is `all`’s', () => {
    const carla = as('carla@grupoinvero.com.br');
    const site = readYaml(shipped('site.yaml'));
    expect(readOnlyWords(ana, page('home'), pageData('home'))).toEqual(
      say('cms-read-only', { owner: { entry: 'page', group: true }, people: ['Carla Dias', 'Duda Reis'] }),
    );
    expect(readOnlyWords(ana, cmsFiles.site, site)).toEqual(
      say('cms-read-only', { owner: { entry: 'settings' }, people: ['Carla Dias', 'Duda Reis'] }),
    );
    expect(readOnlyWords(ana, cmsFiles.companies, readYaml(companies))!.message).toBe(
      say('cms-read-only', { owner: { entry: 'companies' }, people: [] }).message,
    );
    for (const [file, data] of [
      [page('home'), pageData('home')],
      [cmsFiles.site, site],
    ] as const) {
      expect(readOnlyWords(carla, file, data)).toBeUndefined();
    }
    expect(readOnlyWords(carla, page('assessoria'), pageData('assessoria'))).toBeDefined();
    const duda = as('duda@grupoinvero.com.br');
    for (const slug of ['home', 'assessoria', 'consultorio'])
      expect(readOnlyWords(duda, page(slug), pageData(slug))).toBeUndefined();
  });

  it('a new page starts as her company’s only when that is the one page she may make', () => {
    expect(newPageCompany(ana)).toBe('assessoria');
    expect(newPageCompany(as('carla@grupoinvero.com.br'))).toBeUndefined();
    expect(newPageCompany(as('duda@grupoinvero.com.br'))).toBeUndefined();
    expect(newPageCompany({ ...ana, edits: ['assessoria', 'consultorio'] })).toBeUndefined();
    expect(newPageCompany({ ...ana, edits: ['assessoria', 'site'] })).toBeUndefined();
  });
});

/** The session of a person signed in by e-mail, over the content with the list beside it. */
function signedIn(person: SignedIn | null = ana) {
  const cms = started();
  cms.backend.files.set(editorsFile, editorsYaml);
  if (person) cms.session.signIn(person);
  return cms;
}

const problemsOf = (refusal: unknown) => (refusal as RefusedSave).problems;

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
