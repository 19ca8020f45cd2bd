import { siteAddresses } from '../../schema/fields/site-addresses.ts';
import { readBuiltVersion, type BuiltVersion } from '../../schema/load/built-version.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { dataOf } from '../session/words/commit-messages.ts';
import { kindOfPath } from '../session/content.ts';
import { unanswered } from '../session/words/failure-words.ts';
import { checkedWrite } from '../session/guarded-backend.ts';
import type { PublishedChange } from '../session/published.ts';
import type { Deploys, FailedCheck, Repository } from '../repository/repository.ts';
import type { SaveSession } from '../session/save-session.ts';
import { cmsClock, cmsClockStands } from '../clock.ts';
import { failureReason } from './failure-reason.ts';
import { followChange, type Followed, type LiveState } from './follow.ts';
import { publishAgain } from './retry.ts';
import { followScheduled, nextScheduled, scheduledChange, type ScheduledChange } from './scheduled.ts';

/** Asking for a failed publish to be published again: under way, or refused (offline or not). */
export type RetryAsk = { kind: 'asking' } | { kind: 'refused'; offline: boolean };

/** A change published in this visit, and where it stands: on this machine (`npm run cms`), or on its way online. */
export interface Publication {
  id: number;
  change: PublishedChange;
  state: LiveState | { kind: 'local' };
  /** How many times the editor asked for it to be published again. */
  retries: number;
  /** The ask for it to be published again, while it is being made or when it was refused. */
  retry?: RetryAsk;
  /** The address of the page the change draws, on the site (the settings: the home page); none for a deletion. */
  address?: string;
  /** The repository's page of the commit, where its checks are followed (online). */
  commitPage?: string;
  /** What the change will do by itself next, once it is on the site (admin/going-live/scheduled.ts). */
  next?: ScheduledChange;
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

/** The words of the commit that publishes a change again: its own first line, said again. */
const againMessage = (change: PublishedChange) =>
  say('cms-commit-published-again', { subject: change.message.split('\n')[0] ?? '' }).message;

/**
 * The changes this visit of the CMS published, newest last, each followed to the live site (online)
 * or told as saved on this machine (locally). The list lives as long as the page: moving to another
 * entry keeps it. When a change goes live, those published before it in this visit are live too
 * (each write builds on the repository as it was after the one before). A change whose publishing
 * failed may be published again, and is then followed anew.
 */
export class Publications {
  private readonly list: Publication[] = [];
  private readonly listeners: ((publication: Publication) => void)[] = [];
  /** What is followed of each publication now: a retry follows anew, and the earlier following stops. */
  private readonly following = new Map<Publication, Followed>();

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
      retries: 0,
      address: addressOf(change),
      commitPage: online ? deploys.pageOf(change.commit!) : undefined,
    };
    this.list.push(publication);
    this.tell(publication);
    if (online) void this.follow(publication, deploys, { change: change.commit!, checked: change.commit! });
    else void this.scheduledAfter(publication, false);
  }

  private async follow(publication: Publication, deploys: Deploys, followed: Followed): Promise<void> {
    this.following.set(publication, followed);
    const current = () => this.following.get(publication) === followed;
    const reasonOf = async (checks: readonly FailedCheck[], commit: string) =>
      failureReason(
        checks,
        checks.some((check) => check.problems.length > 0) ? await deploys.content(commit) : undefined,
      );
    await followChange(
      followed,
      { deploys, liveVersion, reasonOf, wait, now: () => Date.now() },
      (state) => {
        if (!current()) return;
        publication.state = state;
        this.tell(publication);
        if (state.kind !== 'live') return;
        this.liveBefore(publication, state);
        void this.scheduledAfter(publication, true);
      },
      () => publication.state.kind === 'live' || !current(),
    );
  }

  /**
   * Asks for a publication whose publishing failed to be published again, the same version, as
   * its failed checks call for (retry.ts); then follows it anew, the failures already told set
   * aside. A refused ask is told, and the publication stays failed, to be tried again or undone.
   */
  async publishAgain(publication: Publication): Promise<void> {
    const { repository } = this.session;
    const deploys = repository?.deploys;
    const followed = this.following.get(publication);
    if (
      !repository ||
      !deploys ||
      !followed ||
      publication.state.kind !== 'failed' ||
      publication.retry?.kind === 'asking'
    )
      return;
    const { checks } = publication.state;
    publication.retry = { kind: 'asking' };
    this.tell(publication);
    try {
      const checked = await publishAgain(followed.checked, checks, {
        rerun: deploys.rerunFailedJobs,
        push: () => this.pushAgain(repository, deploys, publication.change),
      });
      publication.retry = undefined;
      publication.retries += 1;
      publication.state = { kind: 'publishing' };
      this.tell(publication);
      const seen = new Set([...(followed.seen ?? []), ...checks.map((check) => check.id)]);
      void this.follow(publication, deploys, { change: followed.change, checked, seen });
    } catch (error) {
      publication.retry = { kind: 'refused', offline: unanswered(error) };
      this.tell(publication);
    }
  }

  /** The commit that changes nothing, on the branch as it is, moved only from the version read (guarded-backend.ts). */
  private pushAgain(repository: Repository, deploys: Deploys, change: PublishedChange): Promise<string> {
    return checkedWrite(this.session, repository, (version) =>
      Promise.resolve({ write: () => deploys.pushAgain(againMessage(change), version), written: () => {} }),
    );
  }

  /**
   * Says what the change will do by itself next and, when that moment comes with the CMS still open,
   * lists it like any change: followed until the live site's scheduled rebuild carries it (online), or
   * live at once on this machine, whose live preview follows the clock. Then the next one, in turn.
   */
  private async scheduledAfter(origin: Publication, online: boolean): Promise<void> {
    for (let next = nextScheduled(origin.change, cmsClock()); next; next = nextScheduled(origin.change, cmsClock())) {
      if (this.superseded(origin)) return;
      origin.next = next;
      this.tell(origin);
      if (cmsClockStands()) return;
      const at = next.at;
      let due: Publication | undefined;
      const ways = { ...(online ? { liveVersion } : {}), wait, now: () => cmsClock() };
      await followScheduled(
        at,
        ways,
        (state) => {
          due ??= {
            id: this.list.length + 1,
            change: scheduledChange(next),
            state,
            retries: 0,
            address: origin.address,
          };
          if (!this.list.includes(due)) this.list.push(due);
          due.state = state;
          this.tell(due);
        },
        () => due?.state.kind === 'live' || this.superseded(origin),
      );
      if (due?.state.kind !== 'live') return;
      origin.next = undefined;
    }
  }

  /** Whether a later publication of this visit wrote a file `origin` wrote: its schedules are that one's to tell now. */
  private superseded(origin: Publication): boolean {
    const paths = new Set(origin.change.files.map((file) => file.path));
    return this.list.some((later) => later.id > origin.id && later.change.files.some((file) => paths.has(file.path)));
  }

  /** The changes published before `live` and not yet seen live: the live site carries them too. */
  private liveBefore(live: Publication, state: LiveState): void {
    for (const earlier of this.list) {
      if (earlier.id >= live.id || earlier.state.kind === 'live' || earlier.state.kind === 'local') continue;
      earlier.state = state;
      earlier.retry = undefined;
      this.tell(earlier);
    }
  }
}
