/** The people of the tests signed in by e-mail, and the list of who edits they come from. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readYaml } from '../../../admin/yaml/keep-text-format.ts';
import type { RefusedSave } from '../../../admin/session/refusal.ts';
import { signedInFrom, type SignedIn } from '../../../admin/sign-in/person.ts';
import { contentDir } from '../../../project/environment.ts';
import { editorsFile } from '../../../schema/editors.ts';
import { editorsYaml } from '../../functions/online-editor.ts';
import { started, type Data } from '../session-harness.ts';

export const shipped = (name: string) => readFileSync(path.join(contentDir, name), 'utf8');
export const companies = shipped('companies.yaml');
export const companyName = (id: string) =>
  (readYaml(companies) as { companies: { id: string; name: string }[] }).companies.find((c) => c.id === id)!.name;
export const page = (slug: string) => `content/pages/${slug}.yaml`;
export const pageData = (slug: string) => readYaml(shipped(`pages/${slug}.yaml`)) as Data;

/** Someone of the list, signed in. */
export const as = (email: string) => signedInFrom(email, editorsYaml, companies)!;
export const ana = as('ana@grupoinvero.com.br');

/** The session of a person signed in by e-mail, over the content with the list beside it. */
export function signedIn(person: SignedIn | null = ana) {
  const cms = started();
  cms.backend.files.set(editorsFile, editorsYaml);
  if (person) cms.session.signIn(person);
  return cms;
}

export const problemsOf = (refusal: unknown) => (refusal as RefusedSave).problems;
