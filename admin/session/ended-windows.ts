import { newlyEnded } from '../../schema/schedule/checks.ts';
import { timedText } from '../../schema/load/timed-files.ts';
import { cmsClock } from '../clock.ts';
import { kindOfPath, pageTitle, type Content } from './content.ts';
import { formProblem, type FormProblem } from './words/form-words.ts';

/** What the guard reads of a file about to be written: its path (a new one for a page renamed) and text. */
interface Written {
  path: string;
  raw: string;
  newPath?: string;
}

/**
 * The windows a save from the form brings that had already ended ("Esta data já passou: isto não
 * aparece no site"), in the form's words: nothing the editor means to publish. A window the file
 * already had ended by the passing of time and is not the save's (schema/schedule/checks.ts), and a
 * version restored is what it was: only the form's own saves are asked this.
 */
export function endedWindows(before: Content, files: readonly Written[], own: string | undefined): FormProblem[] {
  return files.flatMap((file) => {
    const target = file.newPath ?? file.path;
    const after = timedText(kindOfPath(target), target, file.raw);
    if (!after) return [];
    const had = timedText(kindOfPath(file.path), file.path, before.texts.get(file.path));
    return newlyEnded(had, after, cmsClock()).map((issue) =>
      formProblem(issue, { data: after.data, own: target === own, titleOf: (name) => pageTitle(before, name) }),
    );
  });
}
