/**
 * The function, from request to answer: the settings, who is asking (Access's JWT), whether the call
 * is one the admin makes, from the editor's own page at its own address (origin.ts), on the one
 * repository, by a person on the list, and then the call itself.
 * Each step that fails answers at once, and nothing is written before the last.
 */
import { sameAddress, type Editor } from '../../schema/editors.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { signedInEmail } from './access.ts';
import { AppUnavailable } from './app-token.ts';
import { matchCall, type MatchedCall } from './allow-list.ts';
import { apiBase, forwarded, json, notFastForward, refusal } from './answers.ts';
import { GitHub, GitHubUnavailable } from './github.ts';
import { checkMove } from './move.ts';
import { askedAtTheEditor, sentByItsOwnPage } from './origin.ts';
import { appCommitter, editorAsUser } from './people.ts';
import { editorsIn, headOf, placeOf, snapshot, type Place } from './repository.ts';
import { readSettings, type Bindings } from './settings.ts';
import { blobBody, commitBody, moveBody, treeBody } from './writes.ts';

/** The largest body the admin sends: a photo of at most 10 MB, in base64, in JSON. */
const maxBodyBytes = 16 * 1024 * 1024;

/** What every answer after the sign-in knows. */
interface Asked {
  request: Request;
  call: MatchedCall;
  github: GitHub;
  place: Place;
  editor: Editor;
  email: string;
  ownUrl: string;
  body: unknown;
}

const refused = () => refusal(403, say('online-refused-request'));

/** The list is read from the branch and kept half a minute; a move reads it again (move.ts). */
let keptList: { head: string; editors: Editor[] | undefined; until: number } | undefined;

async function listedEditor(github: GitHub, place: Place, email: string): Promise<Editor[] | undefined> {
  if (!keptList || keptList.until < Date.now()) {
    const head = await headOf(github, place);
    const editors = await editorsIn(github, place.root, await snapshot(github, place.root, head));
    keptList = { head, editors, until: Date.now() + 30 * 1000 };
  }
  return keptList.editors?.filter((editor) => sameAddress(editor.email) === sameAddress(email));
}

/**
 * A write's body as JSON ({} when there is none), or undefined: too big, or not JSON — which a form
 * of another site could send without asking first, where a JSON body makes the browser ask.
 */
async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET') return null;
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBodyBytes) return undefined;
  const text = await request.text();
  if (text === '') return {};
  if (text.length > maxBodyBytes || !/^application\/json\b/i.test(request.headers.get('Content-Type') ?? '')) {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function perform({ request, call, github, place, editor, email, ownUrl, body }: Asked): Promise<Response> {
  const forward = async (payload?: unknown) =>
    forwarded(
      await github.call(call.upstreamPath, { method: call.method, query: call.upstreamQuery, body: payload }),
      github.settings.apiUrl,
      ownUrl,
    );
  switch (call.handling) {
    case 'user':
      return json(200, editorAsUser(editor, new URL(request.url).origin));
    case 'repository': {
      const response = await github.call(call.upstreamPath);
      if (!response.ok) return forwarded(response, github.settings.apiUrl, ownUrl);
      const repository = (await response.json()) as Record<string, unknown>;
      // An installation's token shows no `permissions`; she may push (through this function).
      const permissions = { admin: false, maintain: false, push: true, triage: false, pull: true };
      return json(200, { ...repository, permissions });
    }
    case 'read':
      return forward();
    case 'write-blob': {
      const payload = blobBody(body);
      return payload ? forward(payload) : refused();
    }
    case 'write-tree': {
      const payload = treeBody(body);
      return payload ? forward(payload) : refused();
    }
    case 'write-commit': {
      const payload = commitBody(body, editor, await appCommitter(github));
      return payload ? forward(payload) : refused();
    }
    case 'move-branch': {
      const payload = moveBody(body);
      if (!payload || call.params.ref !== `heads/${place.branch}`) return refused();
      const checked = await checkMove(github, place, email, payload.sha);
      if (checked.ok) return forward({ sha: payload.sha, force: false });
      if (checked.moved) return notFastForward();
      return refusal(403, checked.words, checked.files ? { files: checked.files } : {});
    }
  }
}

/** Whether the call names the repository the function serves (GitHub's names ignore case). */
const isOurs = (call: MatchedCall, place: Place) =>
  (call.params.owner === undefined || call.params.owner.toLowerCase() === place.owner.toLowerCase()) &&
  (call.params.repo === undefined || call.params.repo.toLowerCase() === place.name.toLowerCase());

export async function answer(request: Request, bindings: Bindings): Promise<Response> {
  const read = readSettings(bindings);
  if (!read.ok) return refusal(503, say('online-not-set-up', { missing: read.missing }));
  const email = await signedInEmail(request, read.settings);
  if (!email) return refusal(401, say('online-signed-out'));
  const url = new URL(request.url);
  const call = url.pathname.startsWith(`${apiBase}/`)
    ? matchCall(request.method, url.pathname.slice(apiBase.length), url.searchParams)
    : undefined;
  if (!call || !sentByItsOwnPage(request)) return refused();
  const body = await bodyOf(request);
  if (body === undefined) return refused();
  const github = new GitHub(read.settings);
  try {
    const place = await placeOf(github);
    if ('unserved' in place) {
      return place.unserved === 'sign-in-off'
        ? refusal(503, say('online-sign-in-off'))
        : refusal(503, say('online-repository-unclear', { count: place.count }));
    }
    // A public page's script asks at the public address, or from it: neither is the editor (origin.ts).
    if (!isOurs(call, place) || !askedAtTheEditor(request, place.editorOrigin)) return refused();
    const listed = await listedEditor(github, place, email);
    if (!listed) return refusal(503, say('online-editors-invalid'));
    const [editor] = listed;
    // Her own address beside the words: the admin's screen says with which one she came in.
    if (!editor) return refusal(403, say('online-not-listed', { email }), { email });
    return await perform({ request, call, github, place, editor, email, ownUrl: `${url.origin}${apiBase}`, body });
  } catch (error) {
    // GitHub refusing the App itself is the set-up's to fix (its id, key or installation), not a moment's.
    if (error instanceof AppUnavailable && error.status < 500) return refusal(503, say('online-app-refused'));
    if (error instanceof AppUnavailable || error instanceof GitHubUnavailable) {
      return refusal(502, say('online-github-unreachable'));
    }
    throw error;
  }
}
