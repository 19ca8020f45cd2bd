import { island } from '../../islands/island.tsx';
import { Header } from './Header.tsx';

/** The header moves: its look past 50 px of scroll, the phone menu's toggle, the links that close it. */
export default island('Header', Header);
