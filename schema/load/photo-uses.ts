import { imageFields } from '../fields/image.ts';
import { isContentImage } from '../fields/url.ts';
import { say, type Words } from '../messages/catalogue/index.ts';
import { yamlPathOf } from '../messages/issue.ts';
import { markedIn, type Path } from '../walk.ts';
import { fileSchemas } from './check.ts';
import type { CheckedFile } from './references.ts';

/** One place where the content names a photo of its own folder. */
export interface PhotoUse {
  file: CheckedFile;
  /** The image field (src, alt, width, height…). */
  at: Path;
  /** What it names: `images/consultorio.jpg`. */
  src: string;
  /** The field's values, for the width and height written beside the src. */
  fields: Record<string, unknown>;
}

/**
 * Every image field of the files that names a photo of content/images/: not another site's photo,
 * and not a name the schema refused (its own message says why). The loader reads each photo named;
 * the CMS checks that each is among the photos it has. No Node here.
 */
export function photoUses(files: readonly CheckedFile[]): PhotoUse[] {
  return files.flatMap((file) =>
    markedIn(imageFields, fileSchemas[file.kind], file.data).flatMap(({ value, path: at }) => {
      const fields = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      const src = typeof fields.src === 'string' ? fields.src.trim() : undefined;
      if (src === undefined || !isContentImage(src)) return [];
      if (file.refused.has(yamlPathOf([...at, 'src']))) return [];
      return [{ file, at, src, fields }];
    }),
  );
}

/**
 * Where a width and height written beside the src disagree with the photo itself (as shown), and
 * what to say there; nothing when they agree or are not written.
 */
export function sizeMismatch(
  { at, fields }: PhotoUse,
  { width, height }: { width: number; height: number },
): { path: Path; words: Words } | undefined {
  const written = (key: 'width' | 'height', actual: number) => fields[key] !== undefined && fields[key] !== actual;
  if (!written('width', width) && !written('height', height)) return undefined;
  const given = { givenWidth: fields.width, givenHeight: fields.height } as {
    givenWidth?: number;
    givenHeight?: number;
  };
  return {
    path: [...at, written('width', width) ? 'width' : 'height'],
    words: say('image-size-mismatch', { width, height, ...given }),
  };
}
