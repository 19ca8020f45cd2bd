import { say } from '../../schema/messages/catalogue/index.ts';
import { moveDraft, openDraft, publishDraft } from '../decap/fixes/open-draft.ts';
import { button, closeNotice, element } from '../ui/panel.ts';
import { showUntilSaved } from '../refusal/until-saved.ts';
import { rebased } from '../session/reconcile.ts';
import type { SaveSession } from '../session/save-session.ts';
import type { Preference } from '../yaml/merge.ts';
import { readWritten } from '../yaml/read.ts';

/**
 * The two ways on when this editor and someone else changed the same fields of an entry: keep the
 * published version (the form shows it, with this editor's other changes still in it), or publish
 * this editor's version of those fields over it, after a second question. Either way the draft
 * moves onto the file as it is now — read again when the button is pressed, so a third change made
 * meanwhile is not lost either.
 */
export async function moveOnto(session: SaveSession, path: string, prefer: Preference): Promise<boolean> {
  const draft = openDraft();
  const base = session.baseOf(path);
  const repository = session.repository;
  if (!draft || draft.path !== path || !repository) return false;
  const current = await repository.textAt(path, await repository.version());
  if (current === undefined) {
    // The file is gone: publishing this editor's version brings it back.
    if (prefer === 'theirs') return false;
    moveDraft(session, path, undefined, undefined, draft.data);
    return true;
  }
  const moved = base === undefined ? { data: draft.data } : rebased(base, draft.data, current, prefer);
  if (!moved) return false;
  moveDraft(session, path, current, readWritten(current)?.data, moved.data);
  return true;
}

/** Moves the draft onto the published version, and says what the form shows now. */
export async function keepPublished(session: SaveSession, path: string): Promise<void> {
  if (!(await moveOnto(session, path, 'theirs'))) return;
  showUntilSaved(say('cms-kept-published', { mine: openDraft()?.changed === true }), 'info');
}

/** The buttons of a collision's notice, for the entry at `path` whose `count` fields collide. */
export function waysOn(session: SaveSession, path: string, count: number, deleted = false): HTMLElement {
  const area = element('div');
  const keep = button(say('cms-keep-theirs'), () => void keepPublished(session, path));
  const confirm = () => {
    const question = say('cms-publish-mine-confirm', { count });
    area.replaceChildren(
      element('p', question.message),
      element('p', question.hint),
      button(say('cms-publish-mine-yes'), () => {
        closeNotice();
        void moveOnto(session, path, 'mine').then((moved) => moved && publishDraft());
      }),
      button(say('cms-go-back'), () => area.replaceChildren(...initial)),
    );
    // On a phone the notice scrolls: the question's answers are brought into its view.
    area.lastElementChild?.scrollIntoView({ block: 'nearest' });
  };
  const initial = [...(deleted ? [] : [keep]), button(say('cms-publish-mine'), confirm)];
  area.replaceChildren(...initial);
  return area;
}
