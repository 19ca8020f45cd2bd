import { say } from '../../schema/messages/catalogue/index.ts';
import { whenWords } from '../../schema/messages/words.ts';
import { openDraft } from '../decap/fixes/open-draft.ts';
import { store } from '../decap/door/internals.ts';
import { button, element, lineList } from '../ui/panel.ts';
import { ofEntry } from '../session/words/change-words.ts';
import { dataOf, entryName } from '../session/words/commit-messages.ts';
import type { SaveSession } from '../session/save-session.ts';
import { inTopBar, topButton } from '../top-bar/top-bar.ts';
import { closeDialog, dialogLine, showDialog } from '../ui/dialog.ts';
import { drawVersion } from './drawing.tsx';
import { restore } from './restore.ts';
import { textReader, versionShown, type VersionShown } from './version-lines.ts';

/** A version's date as a commit message keeps it for good: the day and time, never "hoje". */
export const datedWords = (at: Date) => whenWords(at, new Date(0)).replace(/^em /, '');

const madeBy = ({ at, who }: VersionShown) => ({ at, who });

/** What an entry's history screen works with: its file, and the text it has now. */
interface Shown {
  session: SaveSession;
  path: string;
  current: string | undefined;
  body: HTMLElement;
  list: HTMLElement;
}

/** Whether a version can be restored: it has a text, and not the one the file has now. */
const restorable = (shown: Shown, version: VersionShown) =>
  version.text !== undefined && version.text !== shown.current;

/** "Restaurar esta versão", then the question it asks before writing anything. */
function restoreButton(shown: Shown, version: VersionShown): HTMLElement {
  const area = element('div', '', 'invero-restore');
  const ask = () => {
    const question = say('cms-history-restore-confirm', { at: version.at });
    const yes = button(
      say('cms-history-restore-yes'),
      () => {
        yes.disabled = true;
        const message = say('cms-commit-restored', {
          entry: entryName(shown.path, dataOf(version.text)),
          when: version.at ? datedWords(version.at) : version.id.slice(0, 7),
        }).message;
        const files = [{ path: shown.path, text: version.text, expected: shown.current }];
        // The photos it shows come back from this same version when they are gone.
        void restore(shown.session, files, message, version.id).then((written) =>
          written ? closeDialog() : (yes.disabled = false),
        );
      },
      'invero-primary',
    );
    yes.dataset.testid = 'cms-history-restore-yes';
    area.replaceChildren(
      element('p', `${question.message} ${question.hint}`),
      yes,
      button(say('cms-go-back'), initial),
    );
  };
  const initial = () => {
    const start = button(say('cms-history-restore'), ask);
    start.dataset.testid = 'cms-history-restore';
    area.replaceChildren(start);
  };
  initial();
  return area;
}

/** A frame with a version drawn by the site's own components, under its heading. */
function drawing(shown: Shown, heading: string, text: string): HTMLElement {
  const column = element('div', '', 'invero-drawing');
  const frame = element('iframe');
  frame.title = heading;
  column.append(element('h3', heading), frame);
  // Drawn once the frame is in the document: its document exists from then on.
  requestAnimationFrame(() => {
    const content = shown.session.content;
    if (content) drawVersion(frame, shown.path, text, content);
  });
  return column;
}

/** One version beside the current one, both drawn as the site draws them, with the way to restore it. */
function showVersion(shown: Shown, version: VersionShown, isCurrent: boolean): void {
  const title = say('cms-history-this-version', madeBy(version)).message;
  const back = button(say('cms-history-back'), () => shown.body.replaceChildren(shown.list));
  const drawings = element('div', '', 'invero-drawings');
  drawings.dataset.testid = 'cms-history-drawings';
  if (version.text !== undefined) drawings.append(drawing(shown, title, version.text));
  if (!isCurrent && shown.current !== undefined)
    drawings.append(drawing(shown, say('cms-history-current').message, shown.current));
  const restoring = restorable(shown, version) ? [restoreButton(shown, version)] : [];
  shown.body.replaceChildren(back, ...restoring, drawings);
}

/** A version in the list: when and who, what it changed, and the ways to see it and to restore it. */
function versionItem(shown: Shown, version: VersionShown, isCurrent: boolean): HTMLElement {
  const item = element('li');
  item.dataset.testid = 'cms-history-version';
  const heading = element('h3', say('cms-history-by', madeBy(version)).message);
  if (isCurrent) heading.append(element('span', say('cms-history-current').message, 'invero-tag'));
  const view = button(say('cms-history-view'), () => showVersion(shown, version, isCurrent));
  view.dataset.testid = 'cms-history-view';
  item.append(heading, lineList(version.lines));
  if (version.text !== undefined) item.append(view);
  if (restorable(shown, version)) item.append(restoreButton(shown, version));
  return item;
}

/** The history of the entry whose file is `path`: its versions, newest first, a page at a time. */
async function showHistory(session: SaveSession, path: string): Promise<void> {
  const repository = session.repository;
  if (!repository) return;
  const body = showDialog(say('cms-history-title', { of: ofEntry(path) }), say('cms-history-close'), 'cms-history');
  body.replaceChildren(dialogLine('cms-history-loading'));
  const textAt = textReader(repository.history, path);
  const shown: Shown = { session, path, current: undefined, body, list: element('div') };
  const list = element('ol');
  let page = 0;
  const more = button(say('cms-history-more'), () => void loadPage());
  const loadPage = async () => {
    more.disabled = true;
    page += 1;
    try {
      // What restoring replaces: the file as it is now (locally, maybe changed by hand since its last version).
      if (page === 1) shown.current = await repository.textAt(path, await repository.version());
      const { items, more: hasMore } = await repository.history.versions(path, page);
      const versions = await Promise.all(items.map((version) => versionShown(path, version, textAt)));
      versions.forEach((version, index) =>
        list.append(versionItem(shown, version, page === 1 && index === 0 && version.text === shown.current)),
      );
      more.disabled = false;
      shown.list.replaceChildren(versions.length === 0 && page === 1 ? dialogLine('cms-history-none') : list);
      if (hasMore) shown.list.append(more);
    } catch {
      shown.list.replaceChildren(dialogLine('cms-history-failed'));
    }
    if (body.firstChild !== shown.list && !body.querySelector('.invero-drawings')) body.replaceChildren(shown.list);
  };
  await loadPage();
}

/** "Histórico" in the top bar while an entry that has a file is open: its versions, and restoring one. */
export function offerHistory(session: SaveSession): void {
  const label = say('cms-history-open');
  const open = inTopBar(
    topButton(label.message, label.hint, () => {
      const path = openDraft()?.path;
      if (path) void showHistory(session, path);
    }),
    1,
  );
  open.dataset.testid = 'cms-history-open';
  const update = () => (open.hidden = openDraft()?.path === undefined);
  store.subscribe(update);
  update();
}
