import { siteAddresses } from '../../schema/fields/site-addresses.ts';
import { readBuiltVersion, type BuiltVersion } from '../../schema/load/built-version.ts';
import { dataOf } from '../session/commit-messages.ts';
import { kindOfPath } from '../session/content.ts';
import type { PublishedChange } from '../session/published.ts';
import type { Deploys } from '../session/repository.ts';
import type { SaveSession } from '../session/save-session.ts';
import { followChange, type LiveState } from './follow.ts';

/** A change published in this visit, and where it stands: on this machine (`npm run cms`), or on its way online. */
export interface Publication {
  id: number;
  change: PublishedChange;
  state: LiveState | { kind: 'local' };
  /** The address of the page the change draws, on the site (the settings: the home page); none for a deletion. */
  address?: string;
  /** The repository's page of the commit, where its checks are followed (online). */
  commitPage?: string;
}

/** What the live site says it carries, asked anew each time (a query no cache has seen, and no cache kept). */
export async function liveVersion(): Promise<BuiltVersion | undefined> {
  const response = await fetch(`/${siteAddresses.version}?t=${Date.now()}`, { cache: 'no-store' });
  return response.ok ? readBuiltVersion(await response.json().catch(() => undefined)) : undefined;
}

/** The page a change draws: the page written (its address), the home page for the settings; none for a deletion. */
function addressOf(change: PublishedChange): string | undefined {
  const written = change.files.find((file) => file.after !== undefined);
  if (!written) return undefined;
  if (kindOfPath(written.path) !== 'page') return '/';
  const address = (dataOf(written.after) as { path?: unknown } | undefined)?.path;
  return typeof address === 'string' ? address : undefined;
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * The changes this visit of the CMS published, newest last, each followed to the live site (online)
 * or told as saved on this machine (locally). The list lives as long as the page: moving to another
 * entry keeps it. When a change goes live, those published before it in this visit are live too
 * (each write builds on the repository as it was after the one before).
 */
export class Publications {
  private readonly list: Publication[] = [];
  private readonly listeners: ((publication: Publication) => void)[] = [];

  constructor(private readonly session: SaveSession) {
    session.on('published', (change) => this.add(change));
  }

  get all(): readonly Publication[] {
    return this.list;
  }

  /** Called with each publication added or moved on. */
  onChange(listener: (publication: Publication) => void): void {
    this.listeners.push(listener);
  }

  private tell(publication: Publication): void {
    for (const listener of this.listeners) listener(publication);
  }

  private add(change: PublishedChange): void {
    const deploys = this.session.repository?.deploys;
    const online = deploys !== undefined && change.commit !== undefined;
    const publication: Publication = {
      id: this.list.length + 1,
      change,
      state: online ? { kind: 'publishing' } : { kind: 'local' },
      address: addressOf(change),
      commitPage: online ? deploys.pageOf(change.commit!) : undefined,
    };
    this.list.push(publication);
    this.tell(publication);
    if (online) void this.follow(publication, deploys, change.commit!);
  }

  private async follow(publication: Publication, deploys: Deploys, commit: string): Promise<void> {
    const ways = { deploys, liveVersion, wait, now: () => Date.now() };
    await followChange(
      commit,
      ways,
      (state) => {
        publication.state = state;
        this.tell(publication);
        if (state.kind === 'live') this.liveBefore(publication, state);
      },
      () => publication.state.kind === 'live',
    );
  }

  /** The changes published before `live` and not yet seen live: the live site carries them too. */
  private liveBefore(live: Publication, state: LiveState): void {
    for (const earlier of this.list) {
      if (earlier.id >= live.id || earlier.state.kind === 'live' || earlier.state.kind === 'local') continue;
      earlier.state = state;
      this.tell(earlier);
    }
  }
}
