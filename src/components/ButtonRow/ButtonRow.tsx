import type { Button } from '../../../schema/fields/link.ts';
import { ActionButton } from '../ActionButton/ActionButton.tsx';
import styles from './ButtonRow.module.css';

/** A section's buttons, side by side and centred; full width on narrow phones. */
export function ButtonRow({ buttons }: { buttons: Button[] }) {
  if (buttons.length === 0) return null;
  return (
    <div className={styles.row}>
      {buttons.map((button, index) => (
        <ActionButton key={index} button={button} />
      ))}
    </div>
  );
}
