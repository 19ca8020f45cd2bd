import { say } from '../../schema/messages/catalogue/index.ts';
import { deleteMedia, store } from '../decap/door/internals.ts';
import { markField, showField } from '../decap/fixes/mark-field.ts';
import { knownMediaFiles, openEntryPath } from '../decap/door/store.ts';
import type { FormProblem } from '../session/words/form-words.ts';
import { otherWords } from '../session/reconciled-files.ts';
import { CollidedSave, type RefusedSave } from '../session/refusal.ts';
import type { SaveSession } from '../session/save-session.ts';
import { waysOn } from '../while-editing/ways-on.ts';
import { button, closeNotice, closeAside, problemList, showNotice, showAside } from '../ui/panel.ts';
import { afterSave, closeRefusal, untilSaved } from './until-saved.ts';
import { keepEntrySavedWhenAPhotoGoes } from '../decap/fixes/deleted-photo.ts';

/** Whether a problem is in the entry on screen, whose form can show its field. */
function inOpenEntry(refusal: RefusedSave, problem: FormProblem): boolean {
  if (!refusal.entryFile || problem.file !== refusal.entryFile) return false;
  const open = openEntryPath();
  // A new page has no path until it is saved: the one being saved is the one on screen.
  return open === undefined || open === refusal.entryFile;
}

const fieldMessage = (problem: FormProblem) => `${problem.message} ${problem.hint}`.trim();

/** On a phone the notice covers half the screen: once it has shown a field, it gives the screen back. */
const narrow = () => window.matchMedia('(max-width: 799px)').matches;

function showRefusal(session: SaveSession, refusal: RefusedSave): void {
  const own = refusal.problems.filter((problem) => inOpenEntry(refusal, problem));
  // Fields both editors changed are not wrong: shown, not marked with an error (whose style would
  // also write the other person's text in capitals).
  const collided = refusal instanceof CollidedSave;
  const show = {
    can: (problem: FormProblem) => own.includes(problem),
    go: (problem: FormProblem) => {
      void (collided ? showField(problem.fieldPath) : markField(problem.fieldPath, fieldMessage(problem), true));
      if (narrow()) closeNotice();
    },
  };
  // Someone else saved the entry meanwhile: the ways on, below the fields both changed.
  const ways = collided ? [waysOn(session, refusal.file, refusal.problems.length, refusal.deleted)] : [];
  showNotice(refusal.title, 'refusal', problemList(refusal.problems, show), ...ways);
  if (collided) return;
  // Decap's notice and its failed save come after this: the marks go on once they are through.
  requestAnimationFrame(() => {
    own.forEach((problem, index) => void markField(problem.fieldPath, fieldMessage(problem), index === 0));
  });
}

/** After a save left a replaced photo unused: offer to delete it, through Decap (and so through the guard). */
function offerToDelete(photos: readonly string[]): void {
  const src = photos[0];
  if (src === undefined) return;
  const name = src.split('/').at(-1) ?? src;
  const file = knownMediaFiles().find((known) => known.path.endsWith(`/${name}`));
  if (!file) return;
  showAside(
    say('cms-photo-unused', { photo: name }),
    // Once deleted, past-versions/deleted-view.ts says so, and where it comes back from.
    button(say('cms-delete-photo'), () => {
      closeAside();
      void Promise.resolve(store.dispatch(deleteMedia(file)));
    }),
    button(say('cms-keep-photo'), closeAside),
  );
}

/**
 * The screens of the save session: a refused write in a notice that stays, with the fields at
 * fault marked in the form (and, when someone else changed the same fields meanwhile, the ways on);
 * a notice closed by the save that follows, or by leaving the entry; a save written together with
 * someone else's change; the offer to delete a replaced photo, which leaves the entry as saved, and
 * goes with what else was said beside the save when the editor leaves the entry.
 */
export function showSessionScreens(session: SaveSession): void {
  session.on('refused', (refusal) => {
    showRefusal(session, refusal);
    untilSaved();
  });
  session.on('merged', (file, other) => {
    showNotice(say('cms-merged', otherWords(file, other)), 'info');
    afterSave();
  });
  session.on('written', closeRefusal);
  session.on('unused', offerToDelete);
  keepEntrySavedWhenAPhotoGoes();
  window.addEventListener('hashchange', closeRefusal);
  leavingTheEntry(closeAside);
}

/** The entry an editor's screen is (its collection, and its slug or "new"), from the address; none for a list, the search. */
const entryOn = (url: string) => /#\/collections\/([^/?]+)\/(?:entries\/([^?]+)|new)/.exec(url);

/**
 * Calls `leave` when the editor goes from an entry's form to another screen or another entry: what
 * was said beside a save belongs to that entry. A new page saved, whose address becomes its own, is
 * still the same entry.
 */
function leavingTheEntry(leave: () => void): void {
  window.addEventListener('hashchange', ({ oldURL, newURL }) => {
    const [before, after] = [entryOn(oldURL), entryOn(newURL)];
    const same = before && after && before[1] === after[1] && (before[2] === undefined || before[2] === after[2]);
    if (!same) leave();
  });
}
