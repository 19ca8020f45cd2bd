import type { Button } from '../../../schema/fields/link.ts';
import { Icon } from '../Icon/Icon.tsx';
import styles from './ActionButton.module.css';

/** The classes of a call-to-action, a link or a button alike; `block` fills its container's width. */
export const buttonClassName = (style: Button['style'], block = false): string =>
  [styles.button, styles[style], ...(block ? [styles.block] : [])].join(' ');

/** What a call-to-action shows: its label, and an arrow when it is a primary one. */
export function ButtonFace({ label, style }: Pick<Button, 'label' | 'style'>) {
  return (
    <>
      {label}
      {style === 'primary' && <Icon name="arrow-right" size={18} className={styles.arrow} />}
    </>
  );
}
