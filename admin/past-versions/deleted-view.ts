import { judgeUpload } from '../../schema/load/check-content.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { button, element, showAside } from '../ui/panel.ts';
import { dataOf, entryName } from '../session/words/commit-messages.ts';
import { entryHash, photoAddress } from '../session/content.ts';
import type { DeletedFile, Listed } from '../repository/repository.ts';
import type { SaveSession } from '../session/save-session.ts';
import { inTopBar, topButton } from '../top-bar/top-bar.ts';
import { canComeBack, type DeletedKind } from './deleted-files.ts';
import { closeDialog, dialogLine, showDialog } from '../ui/dialog.ts';
import { bringPhotoBack, restore } from './restore.ts';

/** How many pages of the repository's list are read in a row to find some deleted files (online, a page of commits may name none). */
const pagesInARow = 5;

/** The screen of the pages' list: the pages collection, with no entry open. */
const onPagesList = () => new RegExp(`^#/collections/${cmsNames.pages}/?($|\\?)`).test(window.location.hash);

const fileName = (path: string) => path.split('/').at(-1) ?? path;

/** One deleted file as its list shows it, read from the version before its deletion. */
interface Item {
  /** What it is called: a page's title, a photo's file name. */
  name: string;
  /** What else it shows of the file as it was: a photo's picture. */
  shown: HTMLElement[];
  /** Brings it back, through the guard; answers whether it was written. None: it cannot come back as it was. */
  bringBack?: () => Promise<boolean>;
  /** Once it is back: a page opens in the form; a photo says it is in the library again. */
  afterwards: (item: HTMLElement) => void;
}

/** The words of a list of deleted files: its button, its screen, and the way back of each item. */
const wordsOf = (kind: DeletedKind) =>
  ({
    open: `cms-deleted-${kind}s-open`,
    title: `cms-deleted-${kind}s-title`,
    close: `cms-deleted-${kind}s-close`,
    none: `cms-deleted-${kind}s-none`,
    more: `cms-deleted-${kind}s-more`,
    restore: `cms-deleted-${kind}-restore`,
  }) as const;

/** What differs between the list of pages deleted and that of photos: what an item is. */
interface DeletedList {
  kind: DeletedKind;
  /** The item, from the file at the commit before its deletion; undefined: not one to offer. */
  item(session: SaveSession, deleted: DeletedFile, before: string): Promise<Item | undefined>;
}

/** A page as it was: its title, and its text put back with the photos it showed, from the same version. */
const pages: DeletedList = {
  kind: 'page',
  item: async (session, { path }, before) => {
    const text = await session.repository!.history.textIn(path, before);
    const data = dataOf(text) as { title?: unknown } | undefined;
    const message = say('cms-commit-brought-back', { page: entryName(path, data) }).message;
    return {
      name: typeof data?.title === 'string' ? data.title : entryName(path, data),
      shown: [],
      bringBack:
        text === undefined ? undefined : () => restore(session, [{ path, text, expected: undefined }], message, before),
      afterwards: () => {
        closeDialog();
        window.location.hash = entryHash(path);
      },
    };
  },
};

/** A photo as it was: its picture, and its bytes put back; only one the site publishes, judged as `npm run validate` judges it. */
const photos: DeletedList = {
  kind: 'photo',
  item: async (session, { path }, before) => {
    const bytes = await session.repository!.history.bytesIn(path, before);
    if (!bytes || !judgeUpload(bytes, photoAddress(path)).ok) return undefined;
    const picture = element('img');
    const url = URL.createObjectURL(new Blob([bytes]));
    picture.addEventListener('load', () => URL.revokeObjectURL(url), { once: true });
    picture.src = url;
    picture.alt = '';
    picture.dataset.testid = 'cms-deleted-photo-picture';
    const message = say('cms-commit-photo-brought-back', { photo: fileName(path) }).message;
    return {
      name: fileName(path),
      shown: [picture],
      bringBack: () => bringPhotoBack(session, { path, bytes }, message),
      afterwards: (item) => {
        const back = element('p', say('cms-deleted-photo-back').message, 'invero-back');
        back.setAttribute('role', 'status');
        item.querySelector('button')?.replaceWith(back);
      },
    };
  },
};

/** A deleted file in its list: its name, when and by whom it was deleted, and the way to bring it back as it was. */
async function deletedItem(
  session: SaveSession,
  list: DeletedList,
  deleted: DeletedFile,
): Promise<HTMLElement | undefined> {
  const { version } = deleted;
  const found = version.parent ? await list.item(session, deleted, version.parent) : undefined;
  if (!found) return undefined;
  const item = element('li');
  item.dataset.testid = `cms-deleted-${list.kind}`;
  item.append(
    element('h3', found.name),
    ...found.shown,
    element('p', say('cms-deleted-by', { at: version.at, who: version.who }).message),
  );
  const { bringBack } = found;
  if (!bringBack) return item;
  const back = button(
    say(wordsOf(list.kind).restore),
    () => {
      back.disabled = true;
      void bringBack().then((written) => {
        back.disabled = false;
        if (written) found.afterwards(item);
      });
    },
    'invero-primary',
  );
  back.dataset.testid = `cms-deleted-${list.kind}-restore`;
  item.append(back);
  return item;
}

/** The files of a kind deleted and not back since, newest deletion first, a few pages of the history at a time. */
async function showDeleted(session: SaveSession, list: DeletedList): Promise<void> {
  const history = session.repository?.history;
  if (!history) return;
  const words = wordsOf(list.kind);
  const body = showDialog(say(words.title), say(words.close), `cms-deleted-${list.kind}s`);
  body.replaceChildren(dialogLine('cms-history-loading'));
  const shown = element('ol');
  // A file deleted, brought back and deleted again is listed once, by its newest deletion.
  const listed = new Set<string>();
  let page = 0;
  const more = button(say(words.more), () => void load());
  const load = async () => {
    more.disabled = true;
    try {
      let read: Listed<DeletedFile> = { items: [], more: true };
      for (let count = 0; count < pagesInARow && read.items.length === 0 && read.more; count++) {
        page += 1;
        read = await history.deleted(list.kind, page);
        read.items = read.items.filter((deleted) => !listed.has(deleted.path));
      }
      for (const deleted of read.items) listed.add(deleted.path);
      const items = await Promise.all(read.items.map((deleted) => deletedItem(session, list, deleted)));
      shown.append(...items.filter((item) => item !== undefined));
      more.disabled = false;
      body.replaceChildren(shown.childElementCount === 0 ? dialogLine(words.none) : shown);
      if (read.more) body.append(more);
    } catch {
      body.replaceChildren(dialogLine('cms-history-failed'));
    }
  };
  await load();
}

/** A photo deleted (from the library, or the offer after a photo replaced): said, with where it comes back from. */
function tellPhotosDeleted(session: SaveSession): void {
  session.on('published', ({ files }) => {
    const photo = files.find((file) => file.after === undefined && canComeBack(file.path, 'photo'));
    if (photo) showAside(say('cms-photo-deleted', { photo: fileName(photo.path) }));
  });
}

/**
 * "Páginas apagadas" and "Fotos apagadas" in the top bar on the pages' list: each page or photo
 * deleted, brought back through the guard as it was; and, when a photo is deleted, the word that it
 * can come back from there.
 */
export function offerDeletedFiles(session: SaveSession): void {
  for (const list of [pages, photos]) {
    const label = say(wordsOf(list.kind).open);
    const open = inTopBar(
      topButton(label.message, label.hint, () => void showDeleted(session, list)),
      2,
    );
    open.dataset.testid = `cms-deleted-${list.kind}s-open`;
    const update = () => (open.hidden = !onPagesList());
    window.addEventListener('hashchange', update);
    update();
  }
  tellPhotosDeleted(session);
}
