import { island } from '../../islands/island.tsx';
import { Photo, type PhotoProps } from './Photo.tsx';

/** A photo moves when it fails: the fallback takes its place. An island on the pages that have a photo only. */
export default island<PhotoProps>('Photo', Photo);
