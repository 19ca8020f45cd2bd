import { island } from '../../islands/island.tsx';
import { Notices, type NoticesProps } from './Notices.tsx';

/**
 * The notice region moves: F8, Escape, the focus it gives back, and the notices it draws (their code
 * loaded on the first one).
 */
export default island<NoticesProps>('Notices', Notices);
