import type { Words } from '../../schema/messages/catalogue/index.ts';
import { problemLine, type FormProblem } from './form-words.ts';

/**
 * A write the CMS refused, thrown before anything is written: from the pre-save event or from the
 * backend (backend.ts), so that Decap saves nothing and keeps what was typed; or a save Decap itself
 * refused, for required fields left empty (decap/required-fields.ts), told and not thrown. What it says is in the
 * form's words: a title, and each problem with its place. Decap shows the message in its notice
 * (`ui.toast.onFailToPersist`); the refusal panel (refusal/panel.ts) shows the same, and stays.
 */
export class RefusedSave extends Error {
  // No "Error:" before the words in Decap's notice.
  override name = '';

  constructor(
    readonly title: Words,
    readonly problems: readonly FormProblem[],
    /** The file the refused save was writing: its problems are the open entry's, to mark in the form. */
    readonly entryFile?: string,
  ) {
    super(
      [`${title.message} ${title.hint}`.trim(), ...problems.map((problem) => `• ${problemLine(problem)}`)].join('\n'),
    );
  }
}
