import type { Words } from '../../schema/messages/catalogue/index.ts';
import { problemLine, type FormProblem } from './words/form-words.ts';
import type { LastChange } from '../repository/repository.ts';

/**
 * A write the CMS refused, thrown before anything is written: from the pre-save event or from the
 * backend (backend.ts), so that Decap saves nothing and keeps what was typed; or a save Decap itself
 * refused, for required fields left empty (decap/fixes/field-errors.ts), told and not thrown. What it says is in the
 * form's words: a title, and each problem with its place. Decap shows the message in its notice
 * (`ui.toast.onFailToPersist`); the refusal panel (ui/panel.ts) shows the same, and stays.
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

/**
 * A save refused because someone else saved the same entry since this editor's draft began: fields
 * both changed (each a problem: what is published there now, and what this editor wrote), or the
 * whole entry deleted. The screen offers the ways on (while-editing/ways-on.ts).
 */
export class CollidedSave extends RefusedSave {
  constructor(
    title: Words,
    problems: readonly FormProblem[],
    readonly file: string,
    readonly other: LastChange,
    /** The file's text that collided (undefined: deleted), which the editor has now been told of. */
    readonly current: string | undefined,
  ) {
    super(title, problems, file);
  }

  get deleted(): boolean {
    return this.current === undefined;
  }
}
