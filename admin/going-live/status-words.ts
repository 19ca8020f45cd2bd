import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import { whenWords } from '../../schema/messages/words.ts';
import { element } from '../ui/panel.ts';
import type { Publication } from './publications.ts';
import { scheduledWords } from './scheduled.ts';
import { cmsClock } from '../clock.ts';

/** The time of today ("10:34"), or the day and time of another day. */
const clockWords = (at: Date) => whenWords(at).replace(/^hoje às /, '');

/**
 * Where a publication stands, as the title of its notice: "Publicando…", "No ar desde 10:34"…; a
 * failure says whether it failed again after a retry, and why in its hint: the content, or the service.
 */
export function stateTitle({ state, retries }: Publication): Words {
  switch (state.kind) {
    case 'local':
      return say('cms-live-local');
    case 'publishing':
      return say(retries > 0 ? 'cms-live-retrying' : 'cms-live-publishing');
    case 'live':
      return say('cms-live-on-air', { time: clockWords(state.since) });
    case 'failed':
      return say('cms-live-failed', { again: retries > 0, content: state.reason.kind === 'content' });
    case 'late':
      return say('cms-live-late');
  }
}

/** The same in a word or two, for the list of publications. */
export function stateSummary({ state }: Publication): Words {
  const ids = {
    local: 'cms-live-summary-local',
    publishing: 'cms-live-summary-publishing',
    live: 'cms-live-summary-live',
    failed: 'cms-live-summary-failed',
    late: 'cms-live-summary-late',
  } as const;
  return say(ids[state.kind]);
}

export function link(words: Words, href: string): HTMLAnchorElement {
  const made = element('a', words.message);
  made.href = href;
  made.target = '_blank';
  made.rel = 'noopener';
  if (words.hint) made.title = words.hint;
  return made;
}

/**
 * What follows the title: the change, when it was published, and where to look — the page on the
 * live site once it is there (the live preview, locally), the commit's page on GitHub when it is
 * late. (A failure's reason and ways on are failure-view.ts's.)
 */
export function stateDetails(publication: Publication): HTMLElement[] {
  const { change, state, address, commitPage } = publication;
  const subject = element('p', change.message.split('\n')[0] ?? '', 'invero-publication-subject');
  const when = element(
    'p',
    say('cms-live-published-at', { when: whenWords(change.at), live: state.kind === 'live' }).message,
    'invero-when',
  );
  when.dataset.testid = 'cms-live-when';
  const where = element('p', '', 'invero-where');
  if (state.kind === 'live' && address) where.append(link(say('cms-live-see-page'), address));
  if (state.kind === 'local' && address) where.append(link(say('cms-live-see-preview'), address));
  if (state.kind === 'late' && commitPage) where.append(link(say('cms-live-see-on-github'), commitPage));
  return [subject, when, ...(where.childNodes.length > 0 ? [where] : []), ...scheduledLine(publication)];
}

/** Once on the site (or saved on this machine): what the change will do by itself next, and when. */
function scheduledLine({ state, next }: Publication): HTMLElement[] {
  if (!next || (state.kind !== 'live' && state.kind !== 'local')) return [];
  const { message, hint } = scheduledWords(next, cmsClock(), state.kind === 'local');
  const line = element('p', `${message} ${hint}`, 'invero-scheduled-next');
  line.dataset.testid = 'cms-live-scheduled';
  return [line];
}
