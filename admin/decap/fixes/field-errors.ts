import type { Map as ImmutableMap } from 'immutable';
import { say, sayAgain } from '../../../schema/messages/catalogue/index.ts';
import { formPlace, placeSeparator } from '../../session/words/form-place.ts';
import { formFieldsOf, formReader, type FormProblem } from '../../session/words/form-words.ts';
import { closeRefusal } from '../../refusal/until-saved.ts';
import { RefusedSave } from '../../session/refusal.ts';
import type { SaveSession } from '../../session/save-session.ts';
import { DRAFT_CLEAR_ERRORS, decapNotices, store, validationErrorTypes } from '../door/internals.ts';
import { dataPathOf } from './mark-field.ts';
import { takeAwayNotices } from './media-notices.ts';
import { openDraft, publishDraft } from './open-draft.ts';
import { openEntryPath } from '../door/store.ts';

/** A field error of Decap's form, as its entry draft keeps it (`fieldsErrors`, by the field's id). */
interface FieldError {
  type?: string;
  message?: string;
}

// Decap's draft has no errors at all until an entry is opened.
const fieldErrors = () =>
  ((store.getState().entryDraft.get('fieldsErrors') as ImmutableMap<string, unknown> | undefined)?.toJS() ??
    {}) as Record<string, FieldError[]>;

/**
 * Errors of fields that are no longer in the form are taken away. Decap clears a removed list
 * item's errors only when they name the item in their `parentIds`; the session's own marks
 * (mark-field.ts) cannot name it, so an item deleted after a refusal left its error behind, and
 * every later Publicar stopped at it without a word (a button whose "Ação" was refused, then deleted).
 */
function forgetErrorsOfRemovedFields(): void {
  const removed = Object.keys(fieldErrors()).filter((id) => !document.getElementById(id));
  for (const id of removed) store.dispatch({ type: DRAFT_CLEAR_ERRORS, payload: { uniqueFieldId: id } });
  // The refusal on screen named a field that is no longer there: its list would point at another.
  if (removed.length > 0) closeRefusal();
}

/** Each field Decap's own checks refused, in the form's words: its place, and what is wrong. */
function refusedFields(): FormProblem[] {
  const data = openDraft()?.data;
  const file = openEntryPath();
  const fields = formFieldsOf(file);
  return Object.entries(fieldErrors()).flatMap(([id, errors]) => {
    const fieldPath = dataPathOf(id, data);
    if (!fieldPath) return [];
    const place = formPlace(fields, fieldPath, data).join(placeSeparator);
    return errors.map((error): FormProblem => {
      // A required field left empty, in the catalogue's words; Decap's others are already the form's.
      const { message, hint } =
        error.type === validationErrorTypes.PRESENCE
          ? sayAgain(
              say('missing-field', { key: String(fieldPath.at(-1)) }),
              formReader((name) => name),
            )
          : { message: error.message ?? '', hint: '' };
      return { place, message, hint, file: file ?? '', fieldPath };
    });
  });
}

/**
 * A Publicar that Decap's own checks of the fields stopped (it rejects with nothing, and said
 * nothing unless a required field was empty) is told as the session's refusals are: in the notice
 * that stays, each field by its place in the form ("Seção 2 · Uma grade de cartões › Cartão 1 ›
 * Título") with what is wrong. Errors left by fields no longer in the form never stop a save: they
 * are taken away as soon as their field is, and should one still be there, the save is made again.
 */
export function tellRefusedFields(session: SaveSession): void {
  let checking = false;
  store.subscribe(() => {
    if (checking || Object.keys(fieldErrors()).length === 0) return;
    checking = true;
    // Once the form is drawn without the removed field.
    requestAnimationFrame(() => {
      checking = false;
      forgetErrorsOfRemovedFields();
    });
  });
  const told = () => {
    forgetErrorsOfRemovedFields();
    // Only errors of fields no longer in the form stopped it: the save the editor asked for is made.
    if (Object.keys(fieldErrors()).length === 0) return publishDraft();
    const problems = refusedFields();
    session.tell(
      'refused',
      new RefusedSave(say('cms-save-refused', { count: Math.max(problems.length, 1) }), problems),
    );
  };
  // Decap's save stops at the fields' errors by rejecting with nothing, which nobody handles.
  window.addEventListener('unhandledrejection', (event) => {
    if (event.reason === undefined && Object.keys(fieldErrors()).length > 0) told();
  });
  // Decap's notice of a required field left empty names no field and leaves after 8 s: ours says it instead.
  takeAwayNotices((message) => (message as { key?: unknown } | undefined)?.key === decapNotices.requiredFieldEmpty);
}
