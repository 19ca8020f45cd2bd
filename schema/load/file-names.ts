import {
  fileNameFault,
  isPlainFolderName,
  pageExtensions,
  photoExtensions,
  plainFileName,
  plainName,
} from '../fields/file-names.ts';
import { say, type Words } from '../messages/catalogue/index.ts';
import type { NamedKind } from '../messages/catalogue/file-names.ts';

const extensionsOf = { page: pageExtensions, photo: photoExtensions, folder: [] } as const;

/**
 * What to say of the name of a page file, a photo or a folder of photos (its own name, no folder
 * before it) that the name rule (schema/fields/file-names.ts) refuses, or nothing when it is plain.
 * `taken`: the names beside it, so that the name suggested is free. No Node here: the local backend
 * answers with the same words.
 */
export function misnamed(name: string, kind: NamedKind, taken: ReadonlySet<string> = new Set()): Words | undefined {
  if (kind === 'folder') {
    return isPlainFolderName(name)
      ? undefined
      : say('file-name-not-plain', { name, kind, suggestion: plainName(name, 'fotos') });
  }
  const fault = fileNameFault(name, extensionsOf[kind]);
  if (fault === undefined) return undefined;
  if (fault === 'extension' && kind === 'photo') return say('images-not-photo', { name });
  if (fault === 'extension') {
    // "contabilidade.yaml.txt" (a hidden extension added by an editor) becomes "contabilidade.yaml".
    const base = name.replace(/\.[^.]*$/, '');
    const suggestion = plainFileName(base.endsWith('.yaml') ? base : `${base}.yaml`, pageExtensions, taken);
    return say('page-not-yaml', { suggestion });
  }
  const suggestion = plainFileName(name, extensionsOf[kind], taken);
  return fault === 'too-long'
    ? say('file-name-too-long', { name, suggestion })
    : say('file-name-not-plain', { name, kind, suggestion });
}
