/**
 * The people the GitHub stand-in knows and the tokens it gave them: each sign-in through the
 * login popup issues a token for one person, and every request is that person's (the author of
 * the commits it creates), as an OAuth token is on GitHub.
 */
import { randomBytes } from 'node:crypto';
import { example, only } from './openapi.ts';

/** A GitHub account, as the stand-in knows it. */
export interface GitHubUser {
  login: string;
  name: string;
  email: string;
  id: number;
}

/** The editors of the tests: two who edit at once, and a third who saves between them. */
export const ana: GitHubUser = { login: 'ana', name: 'Ana Souza', email: 'ana@grupoinvero.com.br', id: 7001 };
export const bruno: GitHubUser = { login: 'bruno', name: 'Bruno Lima', email: 'bruno@grupoinvero.com.br', id: 7002 };
export const carla: GitHubUser = { login: 'carla', name: 'Carla Dias', email: 'carla@grupoinvero.com.br', id: 7003 };

export class Accounts {
  private readonly tokens = new Map<string, GitHubUser>();

  constructor(readonly users: readonly GitHubUser[]) {}

  user(login: string): GitHubUser {
    const user = this.users.find((candidate) => candidate.login === login);
    if (!user)
      throw new Error(`The GitHub stand-in knows no user ${login}: ${this.users.map((u) => u.login).join(', ')}`);
    return user;
  }

  /** The user a commit's e-mail belongs to, as GitHub links a commit to an account. */
  byEmail(email: string): GitHubUser | undefined {
    return this.users.find((user) => user.email === email);
  }

  /** A token given to `user` another way (an App's installation token, for its bot account). */
  grant(token: string, user: GitHubUser): void {
    this.tokens.set(token, user);
  }

  /** A new OAuth token for `login`, shaped like GitHub's (gho_ and 36 characters). */
  signIn(login: string): string {
    const token = `gho_${randomBytes(27).toString('base64url').slice(0, 36)}`;
    this.tokens.set(token, this.user(login));
    return token;
  }

  /** Whose token an Authorization header carries (`token …` or `Bearer …`, as GitHub accepts both). */
  userOf(authorization: string | undefined): GitHubUser | undefined {
    const [, token] = /^(?:token|bearer) +(\S+)$/i.exec(authorization ?? '') ?? [];
    return token ? this.tokens.get(token) : undefined;
  }
}

const nodeId = (kind: string, id: number | string) => Buffer.from(`${kind}${id}`).toString('base64');

/** An account's URLs and ids in GitHub's template (the description's own example), for `login`. */
function account(login: string, id: number, type: 'User' | 'Organization') {
  const template = example('private-user-response-with-public-and-private-profile-information');
  const urls = JSON.parse(JSON.stringify(template).replaceAll('/users/octocat', `/users/${login}`)) as typeof template;
  return {
    ...urls,
    login,
    id,
    node_id: nodeId(type === 'User' ? '04:User' : '012:Organization', id),
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    html_url: `https://github.com/${login}`,
    type,
    site_admin: false,
  };
}

/** GET /user: the signed-in account, public and private profile. */
export function privateUser(user: GitHubUser) {
  return {
    ...account(user.login, user.id, 'User'),
    user_view_type: 'private',
    name: user.name,
    email: user.email,
    company: 'Grupo INVERO',
    blog: '',
    location: null,
    bio: null,
    twitter_username: null,
    created_at: '2024-01-02T12:00:00Z',
    updated_at: '2024-01-02T12:00:00Z',
  };
}

/** GET /users/{username}: an account as anyone sees it; an App's bot is a Bot. */
export function publicUser(user: GitHubUser) {
  const bot = user.login.endsWith('[bot]');
  return {
    ...account(user.login, user.id, 'User'),
    ...(bot ? { type: 'Bot' } : {}),
    user_view_type: 'public',
    name: user.name,
    company: null,
    blog: '',
    location: null,
    email: null,
    hireable: null,
    bio: null,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: '2024-01-02T12:00:00Z',
    updated_at: '2024-01-02T12:00:00Z',
  };
}

/** An account as other objects embed it (an owner, a commit's author): GitHub's Simple User. */
export function simpleUser(login: string, id: number, type: 'User' | 'Organization' = 'User') {
  return only(account(login, id, type), 'simple-user');
}
