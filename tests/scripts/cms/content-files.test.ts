/**
 * The content's files as the backend reaches them, with folders held by descriptor (Linux) and by
 * path (where /proc/self/fd does not exist): the same reads, lists, writes and deletions, and a link
 * on the way refused in both.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentFiles, RefusedFile } from '../../../scripts/cms/content-files.ts';

let dir: string;
beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'invero-files-')));
  mkdirSync(path.join(dir, 'site/content/pages'), { recursive: true });
  writeFileSync(path.join(dir, 'site/content/pages/home.yaml'), 'path: /\n');
  mkdirSync(path.join(dir, 'fora'));
  writeFileSync(path.join(dir, 'fora/home.yaml'), 'fora\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe.each([
  ['by descriptor', true],
  ['by path', false],
])('the content files, folders held %s', (_, byDescriptor) => {
  const files = () => contentFiles(path.join(dir, 'site'), { maxBytes: () => 1024, byDescriptor });
  const onDisk = (file: string) => readFileSync(path.join(dir, 'site', file), 'utf8');

  it('reads, lists, writes (creating the photos folder), refuses a new page over one that exists, and deletes', async () => {
    const content = files();
    expect((await content.read('content/pages/home.yaml'))?.bytes.toString()).toBe('path: /\n');
    expect(await content.read('content/pages/nova.yaml')).toBeUndefined();
    await content.write('content/pages/nova.yaml', 'path: /nova\n');
    await content.write('content/images/foto.jpg', Buffer.from([0xff, 0xd8]));
    expect(onDisk('content/pages/nova.yaml')).toBe('path: /nova\n');
    expect(await content.list('content/pages', () => true)).toEqual([
      'content/pages/home.yaml',
      'content/pages/nova.yaml',
    ]);
    await expect(content.write('content/pages/home.yaml', 'x', { replace: false })).rejects.toMatchObject({
      status: 409,
    });
    await content.remove('content/pages/nova.yaml');
    expect(readdirSync(path.join(dir, 'site/content/pages'))).toEqual(['home.yaml']);
    // Over the cap: refused whole (413), not read in part.
    writeFileSync(path.join(dir, 'site/content/pages/grande.yaml'), 'x'.repeat(2048));
    await expect(content.read('content/pages/grande.yaml')).rejects.toMatchObject({ status: 413 });
  });

  it('refuses a folder that is a link, to read, list, write or delete', async () => {
    const content = files();
    symlinkSync(path.join(dir, 'fora'), path.join(dir, 'site/content/atalho'));
    const through = 'content/atalho/home.yaml';
    const attempts = [
      () => content.read(through),
      () => content.list('content/atalho', () => true),
      () => content.write(through, 'x'),
      () => content.remove(through),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toBeInstanceOf(RefusedFile);
    expect(readFileSync(path.join(dir, 'fora/home.yaml'), 'utf8')).toBe('fora\n');
  });
});
