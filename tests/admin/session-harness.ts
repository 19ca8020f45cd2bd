/**
 * A save session and a guarded backend over the content in memory (content/, or the folder
 * INVERO_CONTENT_DIR names), as the CMS starts them, and a save made as Decap makes it: for the unit
 * tests of the session (save-session/, two-editors.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromJS, type Map as ImmutableMap } from 'immutable';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { guardedBackend } from '../../admin/session/guarded-backend.ts';
import type { RefusedSave } from '../../admin/session/refusal.ts';
import { SaveSession } from '../../admin/session/save-session.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { contentDir } from '../../project/environment.ts';
import { MemoryBackend, memoryRepository } from './memory-backend.ts';

export type Data = Record<string, unknown> & { sections: Record<string, unknown>[] };

export const homeFile = 'content/pages/home.yaml';
export const home = readFileSync(path.join(contentDir, 'pages/home.yaml'), 'utf8');
export const homeData = () => structuredClone(readYaml(home)) as Data;
export const heroOf = (data: Data) => data.sections.find((section) => section.type === 'hero')!;

/** A session and a guarded backend over the shipped content, as the CMS starts them. */
export function started() {
  const session = new SaveSession();
  const memory = new MemoryBackend();
  const Guarded = guardedBackend(
    class extends MemoryBackend {
      constructor() {
        super();
        this.files.clear();
        for (const [file, value] of memory.files) this.files.set(file, value);
      }
    },
    session,
    memoryRepository,
  );
  const backend = new Guarded() as MemoryBackend & { messages?: string[] };
  const refusals: RefusedSave[] = [];
  session.on('refused', (refusal) => refusals.push(refusal));
  return { session, backend, refusals };
}

export type Cms = ReturnType<typeof started>;

/** An entry as Decap hands it to the pre-save event: immutable, with the file's text as loaded. */
export function entry(data: unknown, fields: Record<string, unknown> = {}): ImmutableMap<string, unknown> {
  return fromJS({
    collection: cmsNames.pages,
    slug: 'home',
    path: homeFile,
    raw: home,
    newRecord: false,
    data,
    ...fields,
  });
}

/** The editor opens the entry: its draft begins from the file as it is now. */
export function open({ session, backend }: Cms, file = homeFile): void {
  session.opened(file, backend.text(file));
}

/** Saves what the form holds as Decap does: the pre-save event, the format's `toFile`, then the backend. */
export async function saveOpened(
  { session, backend }: Cms,
  data: unknown,
  file = homeFile,
  fields: Record<string, unknown> = {},
): Promise<string> {
  session.prepareSave(entry(data, { path: file, ...fields }));
  const raw = session.formatter.toFile(data as object);
  await backend.persistEntry({ dataFiles: [{ path: file, raw }], assets: [] }, {});
  return raw;
}

/** Opens the entry and saves `data` (a new page: saved without opening). */
export async function save(cms: Cms, data: unknown, file = homeFile, fields: Record<string, unknown> = {}) {
  if (fields.newRecord !== true && cms.backend.text(file) !== undefined) open(cms, file);
  return saveOpened(cms, data, file, fields);
}

export const refusedBy = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** The lines that differ between two texts of the same length in lines, "old → new". */
export const lineDiff = (a: string, b: string) => {
  const [left, right] = [a.split('\n'), b.split('\n')];
  return left.flatMap((line, index) => (line === right[index] ? [] : [`${line} → ${right[index]}`]));
};
