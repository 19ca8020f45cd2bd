import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';

/** A small, complete and valid content folder that the broken cases start from. */
export const baseDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'base');

export interface Workspace {
  /** The copy's root; issues name files relative to it, e.g. `content/pages/home.yaml`. */
  root: string;
  contentDir: string;
  read: (file: string) => string;
  write: (file: string, data: string | Buffer) => void;
  remove: (file: string) => void;
  dispose: () => void;
}

/** A throwaway copy of a content folder (the base's by default) to break, as `<root>/content`. */
export function makeWorkspace(from = path.join(baseDir, 'content')): Workspace {
  const root = mkdtempSync(path.join(tmpdir(), 'invero-content-'));
  const contentDir = path.join(root, 'content');
  cpSync(from, contentDir, { recursive: true });
  const at = (file: string) => path.join(contentDir, file);
  return {
    root,
    contentDir,
    read: (file) => readFileSync(at(file), 'utf8'),
    write: (file, data) => writeFileSync(at(file), data),
    remove: (file) => rmSync(at(file), { recursive: true, force: true }),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * A copy per test: `fresh()` makes one (of `from`, or of the base), thrown away after the test that
 * made it; `current()` is that test's. Call it at a test module's top level, where Vitest takes the hook.
 */
export function workspacePerTest() {
  let ws: Workspace | undefined;
  afterEach(() => {
    ws?.dispose();
    ws = undefined;
  });
  return {
    fresh: (from?: string): Workspace => (ws = makeWorkspace(from)),
    current: (): Workspace => {
      if (!ws) throw new Error('no workspace in this test: call fresh() first');
      return ws;
    },
  };
}

/** Replaces one exact piece of text, failing loudly when the base no longer has it. */
export function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at === -1) throw new Error(`corpus base no longer contains ${JSON.stringify(from)}`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}
