import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readFolder, readRegularFile, readWithoutFollowing } from '../../schema/load/regular-file.ts';

const root = mkdtempSync(path.join(tmpdir(), 'invero-regular-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const at = (name: string) => path.join(root, name);

writeFileSync(at('texto.yaml'), 'title: Olá\n');
writeFileSync(at('segredo.txt'), 'SEGREDO');
symlinkSync(at('segredo.txt'), at('atalho.yaml'));
execFileSync('mkfifo', [at('fila.yaml')]);
mkdirSync(at('pasta'));
writeFileSync(at('pasta/dentro.yaml'), 'a: 1\n');
symlinkSync(at('pasta'), at('pasta-atalho'));

describe('reading a content file', () => {
  it('reads a regular file whole', () => {
    const read = readRegularFile(root, ['texto.yaml'], 1024);
    expect(read.ok && read.bytes.toString()).toBe('title: Olá\n');
  });

  it('refuses what lstat shows is not a regular file, or too big, without opening it', () => {
    expect(readRegularFile(root, ['atalho.yaml'], 1024)).toEqual({ ok: false, fault: 'not-a-file', kind: 'symlink' });
    expect(readRegularFile(root, ['fila.yaml'], 1024)).toEqual({ ok: false, fault: 'not-a-file', kind: 'fifo' });
    expect(readRegularFile(root, ['pasta'], 1024)).toEqual({ ok: false, fault: 'not-a-file', kind: 'folder' });
    expect(readRegularFile(root, ['texto.yaml'], 4)).toEqual({ ok: false, fault: 'too-big', size: 12 });
    expect(readRegularFile(root, ['nada.yaml'], 1024)).toEqual({ ok: false, fault: 'missing' });
  });

  it('names the folder on the way that is not a real folder', () => {
    expect(readRegularFile(root, ['pasta-atalho', 'dentro.yaml'], 1024)).toEqual({
      ok: false,
      fault: 'not-a-folder',
      at: ['pasta-atalho'],
      kind: 'symlink',
    });
    expect(readRegularFile(root, ['texto.yaml', 'dentro.yaml'], 1024)).toMatchObject({
      at: ['texto.yaml'],
      kind: 'file',
    });
    expect(readFolder(root, ['pasta-atalho'])).toMatchObject({ ok: false, fault: 'not-a-folder', kind: 'symlink' });
    expect(readFolder(root, ['pasta']).ok).toBe(true);
  });

  // What lstat saw may be replaced before the open: the open and read must hold on their own.
  it('opens no symlink, waits on no FIFO, and reads no device or oversized file, even when lstat was not asked', () => {
    expect(readWithoutFollowing(at('atalho.yaml'), 1024)).toEqual({ ok: false, fault: 'not-a-file', kind: 'symlink' });
    expect(readWithoutFollowing(at('fila.yaml'), 1024)).toEqual({ ok: false, fault: 'not-a-file', kind: 'fifo' });
    expect(readWithoutFollowing('/dev/zero', 1024)).toEqual({ ok: false, fault: 'not-a-file', kind: 'device' });
    expect(readWithoutFollowing(at('texto.yaml'), 4)).toEqual({ ok: false, fault: 'too-big', size: 12 });
  });
});
