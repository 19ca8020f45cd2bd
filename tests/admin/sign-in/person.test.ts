import { describe, expect, it } from 'vitest';
import { readYaml } from '../../../admin/yaml/keep-text-format.ts';
import {
  greetingWords,
  newPageCompany,
  readOnlyWords,
  signedInFrom,
  type SignedIn,
} from '../../../admin/sign-in/person.ts';
import { signInOutcome } from '../../../admin/sign-in/who.ts';
import { cmsFiles } from '../../../schema/generate/cms-config.ts';
import { say } from '../../../schema/messages/catalogue/index.ts';
import { editorsYaml } from '../../functions/online-editor.ts';
import { shipped, companies, companyName, page, pageData, as, ana } from './people.ts';

/*
 * The admin's side of signing in by e-mail, without a browser: what the function's answer to "who
 * is signed in" comes to, who the list says she is, the words she is greeted with, which entries
 * open read-only and why, and the guard refusing, in the form's words and before anything is sent,
 * what the function would refuse — by the same rule (schema/rights.ts).
 */

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
