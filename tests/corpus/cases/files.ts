import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, renameSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Workspace } from '../workspace.ts';
import { localPhoto, type CorpusCase } from './edits.ts';

/**
 * Written in the files the symlinks below point to, outside the content folder. What a symlink points
 * to must never be read, so no report may show it (corpus.test.ts checks every report for it).
 */
export const secretMarker = 'SEGREDO-FORA-DO-CONTEUDO-7f3a';

/** A file outside the content folder (beside it, in the workspace) holding the marker, as YAML a page could be. */
export function outsideFile(ws: Workspace, name: string): string {
  const file = path.join(ws.root, name);
  writeFileSync(file, `path: /segredo\ntitle: ${secretMarker}\n`);
  return file;
}

/**
 * What the scripts' tests make `content/pages/x.yaml` a symlink to (tests/scripts): a secret, and a
 * file that never ends. The page x.yaml made so.
 */
export const hostileTargets: [name: string, target: (ws: Workspace) => string][] = [
  ['a file outside the content holding a secret', (ws) => outsideFile(ws, 'segredo.yaml')],
  ['/dev/zero, endless,', () => '/dev/zero'],
];
export const linkPageTo = (ws: Workspace, target: string) =>
  symlinkSync(target, path.join(ws.contentDir, 'pages/x.yaml'));

/** `name` (under content/) made a symlink to `target`. */
const symlinkAt = (ws: Workspace, name: string, target: string) => {
  ws.remove(name);
  symlinkSync(target, path.join(ws.contentDir, name));
};

/** A folder of the content moved out of it, and a symlink to it left in its place. */
const folderMovedOut = (ws: Workspace, name: string) => {
  const moved = path.join(ws.root, `fora-${path.basename(name)}`);
  renameSync(path.join(ws.contentDir, name), moved);
  symlinkSync(moved, path.join(ws.contentDir, name));
};

const symlinkHint =
  'O site nunca segue um atalho, que pode levar a qualquer lugar do computador: apague o atalho e ponha no lugar dele uma cópia do próprio arquivo.';
const folderSymlinkHint =
  'O site nunca segue um atalho, que pode levar a qualquer lugar do computador: troque-o pela própria pasta, com os arquivos dentro.';
const systemFileHint = 'Isso não é um texto nem uma foto, mas uma peça do sistema: apague-o da pasta content/.';
const folderHint = 'Há uma pasta onde deveria estar um arquivo: renomeie a pasta ou tire-a daqui.';

/** Where a file of the content should be, something else: refused from lstat, never opened or followed. */
export const specialFileCases: CorpusCase[] = [
  {
    name: 'a page that is a symlink to a file outside the content',
    breakIt: (ws) => symlinkAt(ws, 'pages/segredo.yaml', outsideFile(ws, 'segredo.yaml')),
    expected: [
      `content/pages/segredo.yaml:1:1 content/pages/segredo.yaml é um atalho (link simbólico), e o site só lê arquivos comuns. → ${symlinkHint}`,
    ],
  },
  {
    name: 'site.yaml a symlink to /etc/passwd',
    breakIt: (ws) => symlinkAt(ws, 'site.yaml', '/etc/passwd'),
    expected: [
      `content/site.yaml:1:1 content/site.yaml é um atalho (link simbólico), e o site só lê arquivos comuns. → ${symlinkHint}`,
    ],
  },
  {
    name: 'a page that is a symlink to /dev/zero',
    breakIt: (ws) => symlinkAt(ws, 'pages/zero.yaml', '/dev/zero'),
    expected: [
      `content/pages/zero.yaml:1:1 content/pages/zero.yaml é um atalho (link simbólico), e o site só lê arquivos comuns. → ${symlinkHint}`,
    ],
  },
  {
    name: 'a page that is a symlink to another page of the folder',
    breakIt: (ws) => symlinkAt(ws, 'pages/copia.yaml', 'servicos.yaml'),
    expected: [
      `content/pages/copia.yaml:1:1 content/pages/copia.yaml é um atalho (link simbólico), e o site só lê arquivos comuns. → ${symlinkHint}`,
    ],
  },
  {
    // A reader that opened it would wait for a writer forever: the corpus test would time out.
    name: 'a page that is a FIFO',
    breakIt: (ws) => execFileSync('mkfifo', [path.join(ws.contentDir, 'pages/fila.yaml')]),
    expected: [
      `content/pages/fila.yaml:1:1 content/pages/fila.yaml é um canal entre programas (FIFO), e o site só lê arquivos comuns. → ${systemFileHint}`,
    ],
  },
  {
    name: 'a folder named like a page',
    breakIt: (ws) => mkdirSync(path.join(ws.contentDir, 'pages/sobre.yaml')),
    expected: [
      `content/pages/sobre.yaml:1:1 content/pages/sobre.yaml é uma pasta, e o site só lê arquivos comuns. → ${folderHint}`,
    ],
  },
  {
    name: 'the pages folder a symlink to a folder outside the content',
    breakIt: (ws) => folderMovedOut(ws, 'pages'),
    expected: [
      `content/pages:1:1 content/pages é um atalho (link simbólico), e deveria ser uma pasta de verdade. → ${folderSymlinkHint}`,
    ],
  },
  {
    name: 'the content folder a symlink',
    breakIt: (ws) => {
      const real = path.join(ws.root, 'conteudo-real');
      renameSync(ws.contentDir, real);
      symlinkSync(real, ws.contentDir);
    },
    expected: [
      `content:1:1 content é um atalho (link simbólico), e deveria ser uma pasta de verdade. → ${folderSymlinkHint}`,
    ],
  },
  {
    // 3 GB that take no room on disk: reading it whole would take minutes and the memory; its size says enough.
    name: 'a page file of 3 GB, refused by its size without being read',
    breakIt: (ws) => {
      const file = path.join(ws.contentDir, 'pages/enorme.yaml');
      writeFileSync(file, '');
      truncateSync(file, 3 * 1024 ** 3);
    },
    expected: [
      'content/pages/enorme.yaml:1:1 O arquivo é grande demais: tem 3145728 KB, e o limite é 83 KB. → Um arquivo de conteúdo tem poucos KB; provavelmente algo foi colado por engano. Desfaça a última alteração.',
    ],
  },
  {
    name: 'a photo that is a symlink to a file outside the content',
    breakIt: (ws) => {
      localPhoto('images/atalho.jpg')(ws);
      symlinkAt(ws, 'images/atalho.jpg', outsideFile(ws, 'foto.jpg'));
    },
    expected: [
      `content/pages/servicos.yaml:33:12 content/images/atalho.jpg é um atalho (link simbólico), e o site só lê arquivos comuns. → ${symlinkHint}`,
    ],
  },
  {
    name: 'a photo that is a symlink to another photo of the folder',
    breakIt: (ws) => {
      localPhoto('images/atalho.jpg')(ws);
      symlinkAt(ws, 'images/atalho.jpg', 'foto.jpg');
    },
    expected: [
      `content/pages/servicos.yaml:33:12 content/images/atalho.jpg é um atalho (link simbólico), e o site só lê arquivos comuns. → ${symlinkHint}`,
    ],
  },
  {
    name: 'the images folder a symlink to a folder outside the content',
    breakIt: (ws) => {
      localPhoto()(ws);
      folderMovedOut(ws, 'images');
    },
    expected: [
      `content/pages/servicos.yaml:33:12 content/images é um atalho (link simbólico), e deveria ser uma pasta de verdade. → ${folderSymlinkHint}`,
    ],
  },
  {
    name: 'a photo in a folder of images/ that is a symlink',
    breakIt: (ws) => {
      localPhoto('images/album/foto.jpg')(ws);
      const outside = path.join(ws.root, 'album');
      mkdirSync(outside);
      copyFileSync(path.join(ws.contentDir, 'images/foto.jpg'), path.join(outside, 'foto.jpg'));
      symlinkSync(outside, path.join(ws.contentDir, 'images/album'));
    },
    expected: [
      `content/pages/servicos.yaml:33:12 content/images/album é um atalho (link simbólico), e deveria ser uma pasta de verdade. → ${folderSymlinkHint}`,
    ],
  },
  {
    name: 'a photo that is a FIFO',
    breakIt: (ws) => {
      localPhoto('images/fila.jpg')(ws);
      execFileSync('mkfifo', [path.join(ws.contentDir, 'images/fila.jpg')]);
    },
    expected: [
      `content/pages/servicos.yaml:33:12 content/images/fila.jpg é um canal entre programas (FIFO), e o site só lê arquivos comuns. → ${systemFileHint}`,
    ],
  },
];
