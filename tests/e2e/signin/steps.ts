/**
 * What the e-mail sign-in tests do in the editor: the people of editors.yaml, a page's file and entry,
 * the hero's title and Decap's publish and delete controls found by their words, and what a public
 * page's script tries against the site's function.
 */
import type { Browser, Page } from 'playwright-core';
import { openAsSignedIn, type EmailCms } from '../../support/email-cms.ts';
import type { DeployRunner } from '../../support/github/deploy-host.ts';
import { cmsNames } from '../../../schema/generate/cms-fields.ts';
import { editorsIn } from '../../../admin/sign-in/person.ts';
import { editorsYaml } from '../../functions/online-editor.ts';
import { expandSection } from '../cms-support.ts';
import { heroFields, labelOf } from '../cms-fields.ts';

export const editors = editorsIn(editorsYaml)!;
export const duda = editors.find((editor) => editor.edits.includes('all'))!;
export const pageFile = (slug: string) => `content/pages/${slug}.yaml`;
export const entry = (slug: string) => `/collections/${cmsNames.pages}/entries/${slug}`;

export const heroTitleField = async (page: Page) =>
  (await expandSection(page, heroFields.label)).getByLabel(labelOf(heroFields.fields!, 'title'), { exact: true });

/** Decap's publish control ("Publicar" once changed, "Publicado" before) and its delete button, by their words. */
export const publishControl = (page: Page) => page.getByRole('button', { name: /^Publica(r|do)$/ });
export const deleteControl = (page: Page) => page.getByRole('button', { name: /^Excluir/ });

export const widths = [
  ['a computer', 1366],
  ['a phone', 390],
] as const;

/**
 * What a script of a public page gets when it asks the function, at its own address and at the
 * editor's (`editorUrl`): each answer's status, or how the browser refused to send it.
 */
export function askFromPage(home: Page, api: string, editorUrl: string) {
  return home.evaluate(
    async ({ api, editorUrl }) => {
      const status = async (url: string, init?: RequestInit) => {
        try {
          return String((await fetch(url, init)).status);
        } catch (error) {
          return `refused: ${(error as Error).name}`;
        }
      };
      const blob = JSON.stringify({ content: 'IyBkZSBmb3JhCg==', encoding: 'base64' });
      const json = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: blob };
      return {
        who: await status('/api/github/user'),
        read: await status(`${api}/branches/main`),
        write: await status(`${api}/git/blobs`, json),
        // The page's own policy (`connect-src 'self'`) sends neither.
        editorRead: await status(`${editorUrl}${api}/branches/main`, { credentials: 'include' }),
        editorWrite: await status(`${editorUrl}${api}/git/blobs`, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          body: blob,
        }),
      };
    },
    { api, editorUrl },
  );
}

/** /admin/ as `email`, on `hash`, at `width`, its live site's version answered by `runner`; what the browser sends with a credential. */
export async function signInAs(
  cms: EmailCms,
  runner: DeployRunner,
  browser: Browser,
  email: string,
  hash: string,
  width: number,
) {
  const opened = await openAsSignedIn(browser, cms, { email, hash, width });
  await runner.serve(opened.page.context(), cms.editor.runtime.url);
  // What the browser sends: never a credential of GitHub's (the function holds it).
  const sent: string[] = [];
  opened.page.on('request', (request) => {
    const authorization = request.headers().authorization;
    if (authorization !== undefined) sent.push(`${request.url()}: ${authorization}`);
  });
  return { ...opened, sent };
}

/** The read a public page's script asks for, and the App's own token the function asks for when it needs one. */
export const read = 'GET /repos/{owner}/{repo}/branches/{branch}';
export const appToken = 'POST /app/installations/{installation_id}/access_tokens';
