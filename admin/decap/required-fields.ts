import type { Map as ImmutableMap } from 'immutable';
import { say, sayAgain } from '../../schema/messages/catalogue/index.ts';
import { formFieldsOf, formReader, type FormProblem } from '../session/form-words.ts';
import { formPlace, placeSeparator } from '../session/form-place.ts';
import { RefusedSave } from '../session/refusal.ts';
import type { SaveSession } from '../session/save-session.ts';
import { dataPathOf } from './mark-field.ts';
import { takeAwayNotices } from './media-notices.ts';
import { openEntryPath, store } from './store.ts';

/** A field error of Decap's form, as its entry draft keeps it (`fieldsErrors`, by the field's id). */
interface FieldError {
  type?: string;
}

/** Each required field Decap found empty, in the form's words; none if one of them is not in the form. */
function emptyRequiredFields(): FormProblem[] | undefined {
  const draft = store.getState().entryDraft;
  const errors = (draft.get('fieldsErrors') as ImmutableMap<string, FieldError[]>).toJS() as Record<
    string,
    FieldError[]
  >;
  const data = (draft.getIn(['entry', 'data']) as ImmutableMap<string, unknown> | undefined)?.toJS();
  const file = openEntryPath();
  const fields = formFieldsOf(file);
  const problems: FormProblem[] = [];
  for (const [id, fieldErrors] of Object.entries(errors)) {
    if (!fieldErrors.some((error) => error.type === 'PRESENCE')) continue;
    const fieldPath = dataPathOf(id, data);
    if (!fieldPath) return undefined;
    const { message, hint } = sayAgain(
      say('missing-field', { key: String(fieldPath.at(-1)) }),
      formReader((name) => name),
    );
    const place = formPlace(fields, fieldPath, data).join(placeSeparator);
    problems.push({ place, message, hint, file: file ?? '', fieldPath });
  }
  return problems;
}

/**
 * A save Decap refused for a required field left empty is told as the session's refusals are: in
 * the notice that stays (refusal/screens.ts), each field by its place in the form ("Seção 2 · Uma
 * grade de cartões › Cartão 1 › Título"), where Decap's own notice ("Ops, você perdeu um campo
 * obrigatório") named no field and left after 8 s. Decap has put its field errors in the draft
 * before it sends that notice, which is taken away; its red marks on the fields stay as they are.
 * Should a field be missing from the form, Decap's notice stays, rather than a list that leaves one out.
 */
export function nameEmptyRequiredFields(session: SaveSession): void {
  takeAwayNotices((message) => {
    if ((message as { key?: unknown } | undefined)?.key !== 'ui.toast.missingRequiredField') return false;
    const problems = emptyRequiredFields();
    if (!problems?.length) return false;
    session.tell('refused', new RefusedSave(say('cms-save-refused', { count: problems.length }), problems));
    return true;
  });
}
