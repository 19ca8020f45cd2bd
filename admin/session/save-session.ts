import type { Formatter } from 'decap-cms-core';
import type { Map as ImmutableMap } from 'immutable';
import { canonical, fileText } from '../file-texts.ts';
import { readYaml } from '../keep-text-format.ts';
import { readWritten } from '../yaml/read.ts';
import { kindOfPath } from './content.ts';
import type { RefusedSave } from './refusal.ts';

type Entry = ImmutableMap<string, unknown>;

/** What the session tells the screens around the form (the refusal panel, the photo offer). */
export interface SessionEvents {
  /** A write was refused: nothing was written. */
  refused: (refusal: RefusedSave) => void;
  /** An entry's file was written (`file`), or a photo or page deleted. */
  written: (file: string) => void;
  /** Photos the last save stopped using and nothing else uses, by address (`images/x.jpg`). */
  unused: (photos: string[]) => void;
}

type Listeners = { [Name in keyof SessionEvents]: SessionEvents[Name][] };

/**
 * One editing session of the CMS, created where the CMS starts (main.tsx) and handed to everything
 * that takes part in a save: the YAML format (`formatter`), the pre-save event (`prepareSave`), the
 * backend that guards every write (backend.ts), and the screens that tell what happened. It holds
 * the text of each content file as last read or written (by path), the save under way, and the
 * photos this session has sent; the content the rules across files read is read afresh through the
 * backend for each write (content.ts). Nothing here is set by a screen being drawn.
 */
export class SaveSession {
  private readonly texts = new Map<string, string>();
  /** The save under way: its data (canonical) and its text. One save at a time. */
  private pending: { key: string; text: string } | undefined;
  /** What this session wrote to each photo path: its SHA-256. */
  private readonly sent = new Map<string, string>();
  private readonly listeners: Listeners = { refused: [], written: [], unused: [] };

  on<Name extends keyof SessionEvents>(name: Name, listener: SessionEvents[Name]): void {
    this.listeners[name].push(listener);
  }

  tell<Name extends keyof SessionEvents>(name: Name, ...args: Parameters<SessionEvents[Name]>): void {
    for (const listener of this.listeners[name]) (listener as (...given: typeof args) => void)(...args);
  }

  /** A content file's text as the backend gave it or as it was written. */
  remember(path: string, text: string): void {
    this.texts.set(path, text);
  }

  forget(path: string): void {
    this.texts.delete(path);
  }

  textOf(path: string): string | undefined {
    return this.texts.get(path);
  }

  /** Whether the photo at `path` was sent by this session with exactly these bytes (by hash). */
  alreadySent(path: string, hash: string): boolean {
    return this.sent.get(path) === hash;
  }

  photoSent(path: string, hash: string): void {
    this.sent.set(path, hash);
  }

  /**
   * The pre-save event (pre-save.ts): the text the entry is about to be saved as, written into the
   * file's text as last read (a new page: a new file), handed to the format's `toFile`, which Decap
   * calls next with the same data. The rules run in the backend, on the content as it would be.
   */
  prepareSave(entry: Entry): void {
    const text = (key: string) => {
      const value = entry.get(key);
      return typeof value === 'string' ? value : '';
    };
    const data = (entry.get('data') as ImmutableMap<string, unknown>).toJS();
    // The file as read, not the entry's `raw`: a draft restored from the browser's backup carries the backup's text.
    const original =
      entry.get('newRecord') === true ? undefined : (this.textOf(text('path')) ?? (text('raw') || undefined));
    this.pending = { key: canonical(data), text: fileText(original, data) };
  }

  /**
   * The YAML format of the content files (`CMS.registerCustomFormat`). Decap gives `toFile` only the
   * data: in a save, the text prepared for it; otherwise (Decap's backup of a draft in this browser,
   * every couple of seconds) the data written into the text of the file it belongs to, found by what
   * names it: a page by its address, the two other files by their shape.
   */
  readonly formatter: Formatter = {
    fromFile: (text) => readYaml(text),
    toFile: (data) => {
      if (this.pending?.key === canonical(data)) return this.pending.text;
      return fileText(this.originalOf(data), data);
    },
  };

  /** The text of the file `data` is an edit of, if the session has read it. */
  private originalOf(data: unknown): string | undefined {
    const kind = kindOf(data);
    for (const [path, text] of this.texts) {
      if (kindOfPath(path) !== kind) continue;
      if (kind !== 'page') return text;
      const read = readWritten(text)?.data as { path?: unknown } | undefined;
      if (read?.path === (data as { path?: unknown }).path) return text;
    }
    return undefined;
  }
}

/** What kind of content file some data is, by its shape. */
function kindOf(data: unknown): ReturnType<typeof kindOfPath> {
  if (typeof data === 'object' && data !== null && 'path' in data) return 'page';
  return typeof data === 'object' && data !== null && 'companies' in data ? 'companies' : 'site';
}
