import { say } from '../../../schema/messages/catalogue/index.ts';
import { readWritten } from '../../yaml/read.ts';
import { changeLines } from './change-words.ts';
import { kindOfPath } from '../content.ts';
import type { DataFile } from '../../repository/repository.ts';

/*
 * The commit messages of the CMS's writes, in Portuguese and in the form's words, naming what
 * changed where: the history of a page is read in them (GitHub, and the CMS's own history). Who
 * made the change is the commit's author.
 */

/** How many changes the subject names; the body lists them all. */
const namedInSubject = 2;

export const dataOf = (text: string | undefined) => (text === undefined ? undefined : readWritten(text)?.data);

/** What the file is, first in the subject: a page by its address, the two files of settings by their names. */
export function entryName(file: string, data: unknown): string {
  if (kindOfPath(file) === 'site') return 'Site';
  if (kindOfPath(file) === 'companies') return 'Empresas';
  const address = (data as { path?: unknown } | undefined)?.path;
  return `Página ${typeof address === 'string' ? address : (file.split('/').at(-1) ?? file)}`;
}

/** "Página /consultorio › Seção 3 · Grade de cartões › Cartão 2 › Título: “A” → “B”", and every change below. */
export function entryMessage(dataFiles: readonly DataFile[], before: ReadonlyMap<string, string | undefined>): string {
  const file = dataFiles[0];
  if (!file) return '';
  const [old, now] = [dataOf(before.get(file.path)), dataOf(file.raw)];
  const name = entryName(file.path, now ?? old);
  if (old === undefined) return say('cms-commit-new-page', { page: name }).message;
  const lines = changeLines(file.path, old, now);
  const subject = say('cms-commit-entry', {
    entry: name,
    summary: lines.slice(0, namedInSubject).join('; ') + (lines.length > namedInSubject ? '; …' : ''),
    count: lines.length,
  }).message;
  return lines.length > 1 ? `${subject}\n\n${lines.map((line) => `- ${line}`).join('\n')}\n` : subject;
}

export const uploadMessage = (path: string) =>
  say('cms-commit-photo', { photo: path.split('/').at(-1) ?? path }).message;

export const deletionMessage = (names: readonly string[]) =>
  say('cms-commit-deleted', { names: names.join(', ') }).message;
