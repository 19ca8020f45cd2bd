import { say } from '../../schema/messages/catalogue/index.ts';
import { markField, onceDrawn } from '../decap/fixes/mark-field.ts';
import { restore } from '../past-versions/restore.ts';
import { button, element, showNotice } from '../ui/panel.ts';
import { afterSave } from '../refusal/until-saved.ts';
import { entryHash } from '../session/content.ts';
import type { FormProblem } from '../session/words/form-words.ts';
import { canPutBack, type PutBack } from '../session/put-back.ts';
import { otherWords } from '../session/reconciled-files.ts';
import type { PublishedChange } from '../session/published.ts';
import type { SaveSession } from '../session/save-session.ts';
import { inTopBar, topButton } from '../top-bar/top-bar.ts';
import { failureBody } from './failure-view.ts';
import { Publications, type Publication } from './publications.ts';
import { stateDetails, stateSummary, stateTitle } from './status-words.ts';
import './publications-view.css';

/** What undoing a change writes: each file's text before it, where the text after it must still be; none for a photo deleted. */
function undoOf(change: PublishedChange): PutBack[] | undefined {
  if (change.files.some((file) => file.before === undefined && file.after === undefined)) return undefined;
  const files = change.files.map((file) => ({ path: file.path, text: file.before, expected: file.after }));
  return canPutBack(files) ? files : undefined;
}

/** "Corrigir": opens the problem's entry, its field marked with the problem's words once the form is drawn. */
function openAt(problem: FormProblem): void {
  const hash = entryHash(problem.file);
  const words = `${problem.message} ${problem.hint}`.trim();
  if (problem.fieldPath.length > 0) onceDrawn(hash, () => markField(problem.fieldPath, words, true));
  window.location.hash = hash;
}

/**
 * The screens of the changes published in this visit: a notice for the change just published, that
 * follows it until it is live (or failed, or late) and offers to undo it — a failed one, first to
 * correct the content or to publish it again (failure-view.ts); and, in the top bar,
 * "Publicações" and the list of them all, newest first, each with where it stands — the notice may
 * be closed or replaced, the list stays while the editor moves from entry to entry.
 */
export function showPublications(session: SaveSession): void {
  const publications = new Publications(session);
  const list = element('ol');
  const panel = element('section', '', 'invero-publications');
  panel.id = 'invero-publications';
  panel.dataset.testid = 'cms-publications';
  panel.setAttribute('aria-labelledby', 'invero-publications-title');
  const heading = element('h2', say('cms-live-publications').message);
  heading.id = 'invero-publications-title';
  const toggle = (shown: boolean) => {
    panel.hidden = !shown;
    open.setAttribute('aria-expanded', String(shown));
  };
  const close = button(say('cms-live-publications-close'), () => toggle(false), 'invero-publications-close');
  panel.append(close, heading, element('p', say('cms-live-publications').hint), list);
  panel.hidden = true;
  document.body.append(panel);

  const open = inTopBar(
    topButton(say('cms-live-publications').message, say('cms-live-publications').hint, () => toggle(panel.hidden)),
    3,
  );
  open.dataset.testid = 'cms-publications-open';
  open.setAttribute('aria-controls', panel.id);
  open.setAttribute('aria-expanded', 'false');
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) toggle(false);
  });

  const items = new Map<number, HTMLElement>();
  let notice: { id: number; element: HTMLElement } | undefined;
  // A save written together with someone else's change says so in its notice, which this one replaces.
  let mergedWith: string | undefined;
  const merged = new Map<number, string>();
  session.on('merged', (file, other) => {
    const { message, hint } = say('cms-merged', otherWords(file, other));
    mergedWith = `${message} ${hint}`;
  });

  const undoButton = (publication: Publication) => {
    const files = undoOf(publication.change);
    const newest = publications.all.at(-1) === publication;
    if (!files || !newest) return [];
    const subject = publication.change.message.split('\n')[0] ?? '';
    const undo = button(say('cms-live-undo'), () => {
      undo.disabled = true;
      void restore(session, files, say('cms-commit-undone', { subject }).message).then(() => (undo.disabled = false));
    });
    undo.dataset.testid = 'cms-live-undo';
    return [undo];
  };

  const publishAgain = (publication: Publication) => () => void publications.publishAgain(publication);
  /** Below the details: a failure's reason and ways on (undo the second), or else undo alone. */
  const waysOn = (publication: Publication, undo: HTMLElement[]) =>
    publication.state.kind === 'failed'
      ? failureBody(publication, { publishAgain: publishAgain(publication), fix: openAt, undo })
      : undo;

  const showFor = (publication: Publication) => {
    const mergedLine = merged.get(publication.id);
    const shown = showNotice(
      stateTitle(publication),
      publication.state.kind === 'failed' || publication.state.kind === 'late' ? 'refusal' : 'info',
      ...(mergedLine ? [element('p', mergedLine)] : []),
      ...stateDetails(publication),
      ...waysOn(publication, undoButton(publication)),
    );
    shown.dataset.state = publication.state.kind;
    shown.dataset.publication = String(publication.id);
    // Not a word about a draft: the next save does not take it away.
    afterSave();
    notice = { id: publication.id, element: shown };
  };

  publications.onChange((publication) => {
    const item = items.get(publication.id) ?? element('li');
    item.dataset.testid = 'cms-publication';
    item.dataset.state = publication.state.kind;
    const failed = publication.state.kind === 'failed';
    item.replaceChildren(
      element('p', stateSummary(publication).message, 'invero-publication-state'),
      ...(failed ? [element('p', stateTitle(publication).hint)] : []),
      ...stateDetails(publication),
      ...waysOn(publication, []),
    );
    if (!items.has(publication.id)) {
      items.set(publication.id, item);
      list.prepend(item);
      if (mergedWith) merged.set(publication.id, mergedWith);
      mergedWith = undefined;
      showFor(publication);
    } else if (notice?.id === publication.id && notice.element.isConnected) {
      showFor(publication);
    }
    const onTheirWay = publications.all.filter((each) => ['publishing', 'late'].includes(each.state.kind)).length;
    open.textContent = `${say('cms-live-publications').message}${onTheirWay > 0 ? ` (${onTheirWay})` : ''}`;
    open.hidden = false;
  });
}
