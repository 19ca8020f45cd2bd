import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** An island's place in the page (src/islands/island.tsx): its name and its props as JSON. */
      'invero-island': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-island': string;
        'data-props': string;
      };
    }
  }
}
