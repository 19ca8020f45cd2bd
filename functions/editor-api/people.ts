/**
 * The two people of every commit the function makes: the editor, its author, as editors.yaml names
 * her; and the App, its committer, as GitHub names an App's account (`<slug>[bot]`, with the noreply
 * address of that account), so that GitHub links each commit to both. And the editor as GitHub's
 * `GET /user` shows an account, for Decap's GitHub backend to sign her in.
 */
import type { Editor } from '../../schema/editors.ts';
import { AppUnavailable, appJwt, githubHeaders } from './app-token.ts';
import type { GitHub } from './github.ts';

export interface Person {
  name: string;
  email: string;
}

const committers = new Map<string, Person>();

/** The App's account, asked of GitHub once per isolate. */
export async function appCommitter(github: GitHub): Promise<Person> {
  const { settings } = github;
  const key = `${settings.apiUrl} ${settings.appId}`;
  const known = committers.get(key);
  if (known) return known;
  const app = await fetch(`${settings.apiUrl}/app`, {
    headers: { ...githubHeaders, Authorization: `Bearer ${await appJwt(settings)}` },
  });
  if (!app.ok) throw new AppUnavailable(app.status);
  const { slug } = (await app.json()) as { slug: string };
  const login = `${slug}[bot]`;
  const { id } = await github.json<{ id: number }>(`/users/${encodeURIComponent(login)}`);
  const committer = { name: login, email: `${id}+${login}@users.noreply.github.com` };
  committers.set(key, committer);
  return committer;
}

/** A stable number for a person, from her address (GitHub's ids are numbers). */
function idOf(email: string): number {
  let hash = 0;
  for (const character of email) hash = (hash * 31 + character.charCodeAt(0)) % 2_000_000_000;
  return hash + 1;
}

/**
 * The signed-in editor as GitHub's private user: her name and e-mail from the list, her e-mail as
 * her login (she has no GitHub account), the site's own mark as her picture, every address on the site.
 */
export function editorAsUser(editor: Editor, siteUrl: string) {
  const id = idOf(editor.email);
  const url = (rest = '') => `${siteUrl}/api/github/user${rest}`;
  const now = '2024-01-01T00:00:00Z';
  return {
    login: editor.email,
    id,
    node_id: btoa(`04:User${id}`),
    avatar_url: `${siteUrl}/favicon.svg`,
    gravatar_id: '',
    url: url(),
    html_url: siteUrl,
    followers_url: url('/followers'),
    following_url: url('/following{/other_user}'),
    gists_url: url('/gists{/gist_id}'),
    starred_url: url('/starred{/owner}{/repo}'),
    subscriptions_url: url('/subscriptions'),
    organizations_url: url('/orgs'),
    repos_url: url('/repos'),
    events_url: url('/events{/privacy}'),
    received_events_url: url('/received_events'),
    type: 'User',
    site_admin: false,
    user_view_type: 'private',
    name: editor.name,
    company: null,
    blog: null,
    location: null,
    email: editor.email,
    hireable: null,
    bio: null,
    twitter_username: null,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: now,
    updated_at: now,
    private_gists: 0,
    total_private_repos: 0,
    owned_private_repos: 0,
    disk_usage: 0,
    collaborators: 0,
    two_factor_authentication: false,
  };
}
