import { Link } from 'react-router';
import type { Button } from '../../../schema/fields/link.ts';
import { loadNoticeCode, showNotice } from '../../layout/Notices/showNotice.ts';
import { useSiteData } from '../../site-data.ts';
import { Icon } from '../Icon/Icon.tsx';
import styles from './ActionButton.module.css';

interface ActionButtonProps {
  button: Button;
  /** `block` fills the width of its container (the mobile menu's Contato). */
  block?: boolean;
  /**
   * Called when the button is activated (the mobile menu closes itself). A notice button calls it
   * before showing the notice: the notice gives focus back, when it closes, to wherever this left it.
   */
  onActivate?: () => void;
}

/** A call-to-action from the content: shows the notice, opens a page, or opens another site. */
export function ActionButton({ button, block = false, onActivate }: ActionButtonProps) {
  const { site } = useSiteData();
  const className = [styles.button, styles[button.style], block ? styles.block : ''].join(' ');
  const content = (
    <>
      {button.label}
      {button.style === 'primary' && <Icon name="arrow-right" size={18} className={styles.arrow} />}
    </>
  );
  const { action } = button;
  switch (action.kind) {
    case 'notice':
      return (
        <button
          type="button"
          className={className}
          onPointerEnter={() => void loadNoticeCode()}
          onFocus={() => void loadNoticeCode()}
          onClick={() => {
            onActivate?.();
            showNotice({ title: site.notice.title, description: site.notice.text });
          }}
        >
          {content}
        </button>
      );
    case 'page':
      return (
        <Link to={action.to} className={className} prefetch="intent" onClick={onActivate}>
          {content}
        </Link>
      );
    case 'external':
      return (
        <a href={action.href} className={className} rel="noopener noreferrer" onClick={onActivate}>
          {content}
        </a>
      );
  }
}
