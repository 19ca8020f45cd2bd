import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { whenWords } from '../../schema/messages/words.ts';
import { button, element } from '../refusal/panel.ts';
import { dataOf, entryName } from '../session/commit-messages.ts';
import { entryHash } from '../session/content.ts';
import type { DeletedPage, Listed } from '../session/repository.ts';
import type { SaveSession } from '../session/save-session.ts';
import { inTopBar, topButton } from '../top-bar/top-bar.ts';
import { closeDialog, dialogLine, showDialog } from './dialog.ts';
import { restore } from './restore.ts';

/** How many pages of the repository's list are read in a row to find some deleted pages (online, a page of commits may name none). */
const pagesInARow = 5;

/** The screen of the pages' list: the pages collection, with no entry open. */
const onPagesList = () => new RegExp(`^#/collections/${cmsNames.pages}/?($|\\?)`).test(window.location.hash);

/** A page deleted: its title as it was, when and by whom, and the way to bring it back as it was. */
async function deletedItem(session: SaveSession, deleted: DeletedPage): Promise<HTMLElement> {
  const { version, path } = deleted;
  const text = version.parent ? await session.repository!.history.textIn(path, version.parent) : undefined;
  const data = dataOf(text) as { title?: unknown } | undefined;
  const item = element('li');
  item.dataset.testid = 'cms-deleted-page';
  const when = version.at ? whenWords(version.at) : '';
  item.append(
    element('h3', typeof data?.title === 'string' ? data.title : entryName(path, data)),
    element('p', say('cms-deleted-page-by', { when, who: version.who }).message),
  );
  if (text === undefined) return item;
  const back = button(
    say('cms-deleted-page-restore'),
    () => {
      back.disabled = true;
      const message = say('cms-commit-brought-back', { page: entryName(path, data) }).message;
      void restore(session, [{ path, text, expected: undefined }], message).then((written) => {
        back.disabled = false;
        if (!written) return;
        closeDialog();
        window.location.hash = entryHash(path);
      });
    },
    'invero-primary',
  );
  back.dataset.testid = 'cms-deleted-page-restore';
  item.append(back);
  return item;
}

/** The pages deleted and not back since, newest deletion first. */
async function showDeletedPages(session: SaveSession): Promise<void> {
  const history = session.repository?.history;
  if (!history) return;
  const body = showDialog(say('cms-deleted-pages-title'), say('cms-history-close'), 'cms-deleted-pages');
  body.replaceChildren(dialogLine('cms-history-loading'));
  const list = element('ol');
  let page = 0;
  const more = button(say('cms-deleted-pages-more'), () => void load());
  const load = async () => {
    more.disabled = true;
    try {
      let listed: Listed<DeletedPage> = { items: [], more: true };
      for (let read = 0; read < pagesInARow && listed.items.length === 0 && listed.more; read++) {
        page += 1;
        listed = await history.deletedPages(page);
      }
      list.append(...(await Promise.all(listed.items.map((deleted) => deletedItem(session, deleted)))));
      more.disabled = false;
      body.replaceChildren(list.childElementCount === 0 ? dialogLine('cms-deleted-pages-none') : list);
      if (listed.more) body.append(more);
    } catch {
      body.replaceChildren(dialogLine('cms-history-failed'));
    }
  };
  await load();
}

/** "Páginas apagadas" in the top bar on the pages' list: each page deleted, brought back through the guard. */
export function offerDeletedPages(session: SaveSession): void {
  const label = say('cms-deleted-pages-open');
  const open = inTopBar(
    topButton(label.message, label.hint, () => void showDeletedPages(session)),
    2,
  );
  open.dataset.testid = 'cms-deleted-pages-open';
  const update = () => (open.hidden = !onPagesList());
  window.addEventListener('hashchange', update);
  update();
}
