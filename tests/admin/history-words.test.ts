import { describe, expect, it } from 'vitest';
import { portuguesePhrases } from '../../admin/wording.ts';
import { say } from '../../schema/messages/catalogue/index.ts';

/*
 * The history's words as sentences, whatever the repository knows of a version (its date, its
 * author, neither), and the words that say a photo deleted can come back, and from where.
 */

const lastYear = new Date(new Date().getFullYear() - 1, 10, 1, 9, 5);
const today = new Date();
today.setHours(10, 32);

describe('a version named in a sentence', () => {
  it.each([
    [{ at: lastYear, who: 'Ana Souza' }, `Versão de 01/11/${lastYear.getFullYear()} às 09:05, por Ana Souza`],
    [{ at: today, who: 'Ana Souza' }, 'Versão de hoje às 10:32, por Ana Souza'],
    [{ at: lastYear }, `Versão de 01/11/${lastYear.getFullYear()} às 09:05`],
    [{ who: 'Ana Souza' }, 'Versão de Ana Souza, sem data'],
    [{}, 'Versão sem data'],
  ])('the version drawn (%o): %s', (made, words) => {
    expect(say('cms-history-this-version', made).message).toBe(words);
  });

  it.each([
    [{ at: lastYear }, `Publicar a versão de 01/11/${lastYear.getFullYear()} às 09:05 no lugar da atual?`],
    [{ at: today }, 'Publicar a versão de hoje às 10:32 no lugar da atual?'],
    [{}, 'Publicar esta versão no lugar da atual?'],
  ])('the question before restoring it (%o): %s', (made, words) => {
    expect(say('cms-history-restore-confirm', made).message).toBe(words);
  });

  it.each([
    [{ at: lastYear, who: 'Ana Souza' }, `em 01/11/${lastYear.getFullYear()} às 09:05, por Ana Souza`],
    [{ at: today }, 'hoje às 10:32'],
    [{ who: 'Ana Souza' }, 'sem data, por Ana Souza'],
  ])('a version in the list (%o): %s', (made, words) => {
    expect(say('cms-history-by', made).message).toBe(words);
  });

  it.each([
    [{ at: today, who: 'Ana Souza' }, 'apagada hoje às 10:32, por Ana Souza'],
    [{ who: 'Ana Souza' }, 'apagada por Ana Souza'],
    [{}, 'apagada (sem data)'],
  ])('a page or photo deleted (%o): %s', (made, words) => {
    expect(say('cms-deleted-by', made).message).toBe(words);
  });
});

describe('the screens of what was deleted', () => {
  it('each close by a button that names it, not the history', () => {
    const history = say('cms-history-close').message;
    for (const [close, title] of [
      ['cms-deleted-pages-close', 'cms-deleted-pages-title'],
      ['cms-deleted-photos-close', 'cms-deleted-photos-title'],
    ] as const) {
      const words = say(close).message;
      expect(words).not.toBe(history);
      expect(words.toLowerCase()).toContain(say(title).message.toLowerCase());
    }
  });
});

describe('deleting a photo', () => {
  const where = say('cms-deleted-photos-open').message;

  it('says, before and after, that it can be brought back, and from where', () => {
    expect(say('cms-delete-photo').hint).toContain(where);
    expect(say('cms-photo-unused', { photo: 'sala.jpg' }).hint).toContain(where);
    expect(say('cms-photo-deleted', { photo: 'sala.jpg' }).hint).toContain(where);
    const library = portuguesePhrases.mediaLibrary as { mediaLibrary: { onDelete: string } };
    expect(library.mediaLibrary.onDelete).toContain(where);
  });
});
