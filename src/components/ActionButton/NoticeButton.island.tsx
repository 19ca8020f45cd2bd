import { island } from '../../islands/island.tsx';
import { NoticeButton, type NoticeButtonProps } from './NoticeButton.tsx';

/** A section's notice button: an island of its own, carrying only its label and look. */
export default island<NoticeButtonProps>('NoticeButton', NoticeButton);
