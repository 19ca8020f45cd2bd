import type { Button } from '../../../schema/fields/link.ts';
import { loadNoticeCode, showNotice } from '../../layout/Notices/showNotice.ts';
import { ButtonFace, buttonClassName } from './ButtonFace.tsx';

/** What a notice button draws; the notice's own words are the notice region's (Notices.tsx). */
export type NoticeButtonProps = Pick<Button, 'label' | 'style'> & { block?: boolean };

interface NoticeButtonActions {
  /**
   * Called before the notice is shown (the phone menu closes itself): the notice gives focus back,
   * when it closes, to wherever this left it. A function cannot travel in an island's props: only
   * the header, which draws this button inside its own island, passes one.
   */
  onActivate?: () => void;
}

/** A call-to-action that shows the site's notice, and nothing else (docs/produto.md §6). */
export function NoticeButton({ label, style, block, onActivate }: NoticeButtonProps & NoticeButtonActions) {
  return (
    <button
      type="button"
      className={buttonClassName(style, block)}
      // The notice's code comes before the click that needs it: when the button is pointed at or focused.
      onPointerEnter={() => void loadNoticeCode()}
      onFocus={() => void loadNoticeCode()}
      onClick={() => {
        onActivate?.();
        showNotice();
      }}
    >
      <ButtonFace label={label} style={style} />
    </button>
  );
}
