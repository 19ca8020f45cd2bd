import { useEffect, useId, useRef, useState } from 'react';
import { say } from '../../schema/messages/catalogue/index.ts';
import styles from './DescribeAgain.module.css';

export interface DescribeAgainProps {
  /** The new photo's file name, as the library shows it. */
  photo: string;
  /** The description the form has, written for the photo before. */
  before: string;
  /** Writes the new description into the photo's field. */
  answer: (description: string) => void;
  /** The editor keeps the description as it is: it still fits, or it waits for later. */
  dismiss: () => void;
}

/**
 * Asks for a photo's description again once the editor put another photo in its place: the old one
 * still describes the photo before, which no one sees on the page but whoever reads the description.
 * A notice in the form, right under the new photo, rather than over the screen: on a phone a notice
 * on top hid Publicar until it was answered, and one at the bottom was taken away by those that
 * follow Publicar. It stays until the editor writes the new description in it, says the one before
 * still fits, or leaves it for later, or types the description in its own field (photo-fields.tsx).
 */
export function DescribeAgain({ photo, before, answer, dismiss }: DescribeAgainProps) {
  const [description, setDescription] = useState('');
  const box = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const boxId = useId();
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
    box.current?.focus({ preventScroll: true });
  }, [photo]);
  const title = say('cms-photo-describe-again', { photo });
  const use = () => {
    if (description.trim()) answer(description.trim());
  };
  return (
    <section className={styles.question} role="status" aria-labelledby={titleId} data-testid="photo-describe-again">
      <h2 id={titleId}>{title.message}</h2>
      <p>{title.hint}</p>
      {before && <p>{say('cms-photo-description-before', { description: before }).message}</p>}
      <p className={styles.field}>
        <label htmlFor={boxId}>{say('cms-photo-new-description').message}</label>
        <input
          ref={box}
          id={boxId}
          type="text"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              use();
            }
          }}
        />
      </p>
      <button type="button" onClick={use} disabled={!description.trim()}>
        {say('cms-photo-use-description').message}
      </button>
      {before && (
        <button type="button" onClick={dismiss}>
          {say('cms-photo-keep-description').message}
        </button>
      )}
      <button type="button" onClick={dismiss} title={say('cms-photo-describe-later').hint}>
        {say('cms-photo-describe-later').message}
      </button>
    </section>
  );
}
