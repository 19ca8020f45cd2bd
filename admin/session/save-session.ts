import type { Formatter } from 'decap-cms-core';
import type { Map as ImmutableMap } from 'immutable';
import type { SignedIn } from '../sign-in/person.ts';
import { canonical, fileText } from '../yaml/file-texts.ts';
import { readYaml } from '../yaml/keep-text-format.ts';
import { readWritten } from '../yaml/read.ts';
import type { PhotoWeight } from '../../schema/load/photo-budget.ts';
import { kindOfPath, type ContentSource } from './content.ts';
import type { PublishedChange } from './published.ts';
import type { RefusedSave } from './refusal.ts';
import type { LastChange, Repository } from '../repository/repository.ts';

type Entry = ImmutableMap<string, unknown>;

/** What the session tells the screens around the form (the refusal panel, the photo offer). */
export interface SessionEvents {
  /** A write was refused: nothing was written. */
  refused: (refusal: RefusedSave) => void;
  /** An entry's file was written (`file`), or a photo or page deleted. */
  written: (file: string) => void;
  /** Photos the last save stopped using and nothing else uses, by address (`images/x.jpg`). */
  unused: (photos: string[]) => void;
  /** A save written together with another person's change to the same file, saved since the draft began. */
  merged: (file: string, other: LastChange) => void;
  /** A change published: an entry saved, restored or undone, a page or photo deleted (admin/going-live/ follows it). */
  published: (change: PublishedChange) => void;
  /** A write failed for a reason of its own, not a refusal of the guard: what it failed with. */
  failed: (error: unknown) => void;
  /** A person signed in by e-mail (sign-in/): from now on she changes only what the list gives her. */
  signedIn: (person: SignedIn) => void;
}

type Listeners = { [Name in keyof SessionEvents]: SessionEvents[Name][] };

/** The save under way: the entry's file (none yet for a new one), the text its draft started from, its data and its text. */
export interface PendingSave {
  path: string | undefined;
  base: string | undefined;
  data: unknown;
  text: string;
}

/**
 * One editing session of the CMS, created where the CMS starts (main.tsx) and handed to everything
 * that takes part in a save: the YAML format (`formatter`), the pre-save event (`prepareSave`), the
 * backend that guards every write (guarded-backend.ts), and the screens that tell what happened. It
 * holds the text each open entry's draft started from (its base, by path: what a save is compared
 * with, to find what someone else saved meanwhile), the save under way, the photos this session has
 * sent, and the repository the backend saves to; the content the rules across files read is read
 * afresh through the backend for each write (content.ts). Nothing here is set by a screen being drawn.
 */
export class SaveSession {
  private readonly bases = new Map<string, string>();
  /** The save under way, and its data as canonical JSON (how `toFile` knows it). One save at a time. */
  private pending: (PendingSave & { key: string }) | undefined;
  /** What this session wrote to each photo path: its SHA-256. */
  private readonly sent = new Map<string, string>();
  /**
   * What each photo of the repository weighs, by its address and version, once read (a photo's bytes
   * at one version never change): the budget of the photos together weighs every photo the site shows.
   */
  readonly photoWeights = new Map<string, PhotoWeight | undefined>();
  private readonly listeners: Listeners = {
    refused: [],
    written: [],
    unused: [],
    merged: [],
    published: [],
    failed: [],
    signedIn: [],
  };
  private connected: { repository: Repository; content: ContentSource } | undefined;
  private signedInAs: SignedIn | undefined;

  on<Name extends keyof SessionEvents>(name: Name, listener: SessionEvents[Name]): void {
    this.listeners[name].push(listener);
  }

  tell<Name extends keyof SessionEvents>(name: Name, ...args: Parameters<SessionEvents[Name]>): void {
    for (const listener of this.listeners[name]) (listener as (...given: typeof args) => void)(...args);
  }

  /**
   * An entry's draft began from `text` (undefined: the file is gone): when it was opened, restored
   * from the browser, moved onto a newer version, or saved.
   */
  opened(path: string, text: string | undefined): void {
    if (text === undefined) this.bases.delete(path);
    else this.bases.set(path, text);
  }

  /** The text the entry's draft began from, if it is open. */
  baseOf(path: string): string | undefined {
    return this.bases.get(path);
  }

  /** The save under way, when `file` is its file (or it is a new entry, whose file was named after). */
  pendingFor(file: string): PendingSave | undefined {
    const pending = this.pending;
    return pending && (pending.path === file || pending.path === undefined) ? pending : undefined;
  }

  /**
   * The repository the CMS saves to, once its backend is made (guarded-backend.ts), and the backend's
   * own reads of the content, which a write the screens make (a version restored) is checked against.
   */
  connect(repository: Repository, content: ContentSource): void {
    this.connected = { repository, content };
  }

  get repository(): Repository | undefined {
    return this.connected?.repository;
  }

  get content(): ContentSource | undefined {
    return this.connected?.content;
  }

  /** Who signed in by e-mail, as the list named her then; undefined for anyone else (a GitHub account, `npm run cms`). */
  get person(): SignedIn | undefined {
    return this.signedInAs;
  }

  signIn(person: SignedIn): void {
    this.signedInAs = person;
    this.tell('signedIn', person);
  }

  /** Whether the photo at `path` was sent by this session with exactly these bytes (by hash). */
  alreadySent(path: string, hash: string): boolean {
    return this.sent.get(path) === hash;
  }

  photoSent(path: string, hash: string): void {
    this.sent.set(path, hash);
  }

  /**
   * The pre-save event (session/pre-save.ts): the text the entry is about to be saved as, written into the
   * text its draft began from (a new page: a new file), handed to the format's `toFile`, which Decap
   * calls next with the same data. The backend compares that base with the file as it is now, and
   * the rules run there, on the content as it would be.
   */
  prepareSave(entry: Entry): void {
    const text = (key: string) => {
      const value = entry.get(key);
      return typeof value === 'string' ? value : '';
    };
    const data = (entry.get('data') as ImmutableMap<string, unknown>).toJS();
    const path = entry.get('newRecord') === true ? undefined : text('path');
    // Not the entry's `raw`, which is the backup's text for a draft restored from the browser.
    const base = path === undefined ? undefined : (this.baseOf(path) ?? (text('raw') || undefined));
    this.pending = { key: canonical(data), path, base, data, text: fileText(base, data) };
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

  /** The text the draft `data` is an edit of began from, if its entry is open. */
  private originalOf(data: unknown): string | undefined {
    const kind = kindOf(data);
    for (const [path, text] of this.bases) {
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
