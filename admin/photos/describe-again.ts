import { say } from '../../schema/messages/catalogue/index.ts';
import styles from './describe-again.module.css';
import { askQuestion, button, closeQuestion, element } from '../refusal/panel.ts';

export interface DescriptionAsked {
  /** The new photo's file name, as the library shows it. */
  photo: string;
  /** The description the form has, written for the photo before. */
  before: string;
  /** Writes the new description into the photo's field. */
  answer: (description: string) => void;
}

/**
 * Asks for a photo's description again once the editor put another photo in its place: the old one
 * still describes the photo before, which no one sees on the page but whoever reads the description.
 * A question at the top of the screen, which the notices after Publicar (where the change stands, the
 * offer to delete the photo replaced) never take the place of: it stays until the editor writes the
 * new description in it, says the one before still fits, or leaves it for later. Returns what takes
 * it away when the form answers it instead (the description typed in its field).
 */
export function askDescriptionAgain({ photo, before, answer }: DescriptionAsked): () => void {
  const label = say('cms-photo-new-description');
  const box = element('input');
  box.type = 'text';
  box.id = 'invero-new-description';
  const boxLabel = element('label', label.message);
  boxLabel.htmlFor = box.id;
  const use = button(say('cms-photo-use-description'), () => {
    const description = box.value.trim();
    if (!description) return box.focus();
    closeQuestion();
    answer(description);
  });
  use.disabled = true;
  box.addEventListener('input', () => (use.disabled = box.value.trim() === ''));
  box.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') use.click();
  });
  const field = element('p', '', styles.field);
  field.append(boxLabel, box);
  const shown = askQuestion(
    say('cms-photo-describe-again', { photo }),
    ...(before ? [element('p', say('cms-photo-description-before', { description: before }).message)] : []),
    field,
    use,
    ...(before ? [button(say('cms-photo-keep-description'), closeQuestion)] : []),
    button(say('cms-photo-describe-later'), closeQuestion),
  );
  box.focus();
  return () => {
    if (shown.isConnected) closeQuestion();
  };
}
