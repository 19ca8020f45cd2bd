import { say } from '../../schema/messages/catalogue/index.ts';
import { showField } from '../decap/fixes/mark-field.ts';
import { openDraft } from '../decap/fixes/open-draft.ts';
import { button, lineList, problemList, showNotice } from '../ui/panel.ts';
import { changeLines, collisionProblems } from '../session/words/change-words.ts';
import { entryHash } from '../session/content.ts';
import { otherWords } from '../session/reconciled-files.ts';
import { CollidedSave } from '../session/refusal.ts';
import type { LastChange } from '../repository/repository.ts';
import type { SaveSession } from '../session/save-session.ts';
import { dataToSave } from '../yaml/data.ts';
import { mergeEdits } from '../yaml/merge.ts';
import { readWritten } from '../yaml/read.ts';
import { keepPublished, waysOn } from './ways-on.ts';

/** How often the open entry is compared with the repository while its page is on screen. */
const everyMs = 30_000;

/** The version of the open entry's file someone else saved, and what to tell about it. */
interface Changed {
  path: string;
  base: string;
  current: string | undefined;
  other: LastChange;
}

/**
 * Tells the editor that someone else saved the entry they have open, before they type further:
 * what the other person changed, that both will be kept at the next save, and a button that brings
 * the new version into the form now (never done unasked: the editor may be typing as they come
 * back); with changes to the same fields, it names them and offers the two ways on.
 */
function tell(session: SaveSession, { path, base, current, other }: Changed): void {
  const words = otherWords(path, other);
  if (current === undefined) {
    showNotice(say('cms-deleted-meanwhile', words), 'refusal', waysOn(session, path, 0, true));
    return;
  }
  const [before, theirs] = [readWritten(base)?.data, readWritten(current)?.data];
  const draft = openDraft();
  if (before === undefined || theirs === undefined || !draft) return;
  const { collisions } = mergeEdits(before, dataToSave(before, draft.data), theirs);
  if (collisions.length === 0) {
    // Never moved by itself: the editor may be typing in it as they come back to the page.
    const bring = button(say('cms-bring-published'), () => void keepPublished(session, path));
    const changes = lineList(changeLines(path, before, theirs));
    showNotice(say('cms-changed-meanwhile', { ...words, mine: draft.changed }), 'info', changes, bring);
    return;
  }
  const problems = collisionProblems(path, before, collisions);
  const reveal = {
    can: () => true,
    go: (problem: { fieldPath: readonly PropertyKey[] }) => void showField(problem.fieldPath),
  };
  showNotice(
    say('cms-collision-warning', { ...words, count: problems.length }),
    'refusal',
    problemList(problems, reveal),
    waysOn(session, path, problems.length),
  );
}

/**
 * Compares the open entry with the repository when the editor comes back to the page (the window
 * focused again, the tab shown again) and every half minute while it is on screen. A version
 * already told about is not told again.
 */
export function watchOpenEntry(session: SaveSession): void {
  let checking = false;
  let told: string | undefined;
  // A save that collided has told this version already, with the ways on: not said again over it.
  session.on('refused', (refusal) => {
    if (refusal instanceof CollidedSave) told = `${refusal.file}\n${refusal.current}`;
  });
  const check = async () => {
    const draft = openDraft();
    const repository = session.repository;
    const base = draft?.path === undefined ? undefined : session.baseOf(draft.path);
    if (checking || document.visibilityState !== 'visible' || !draft?.path || draft.saving) return;
    // Decap keeps the last entry's draft after its form is left (for the search, a list): only the form on screen is told.
    if (window.location.hash.split('?')[0] !== entryHash(draft.path)) return;
    if (!repository || base === undefined) return;
    checking = true;
    try {
      const version = await repository.version();
      const current = await repository.textAt(draft.path, version);
      const still = openDraft();
      // Nothing new, or the editor moved on (another entry, a save) while this was read.
      if (current === base || `${draft.path}\n${current}` === told || still?.path !== draft.path) return;
      if (still.saving || session.baseOf(draft.path) !== base) return;
      told = `${draft.path}\n${current}`;
      tell(session, { path: draft.path, base, current, other: await repository.lastChange(draft.path, version) });
    } catch {
      // Offline or signed out: the next save says so, in its own words.
    } finally {
      checking = false;
    }
  };
  window.addEventListener('focus', () => void check());
  document.addEventListener('visibilitychange', () => void check());
  window.setInterval(() => void check(), everyMs);
}
