import { island } from '../../islands/island.tsx';
import { CurrentYear, type CurrentYearProps } from './CurrentYear.tsx';

/** The copyright's year moves too: a site built in December still shows the visitor's year in January. */
export default island<CurrentYearProps>('CurrentYear', CurrentYear);
