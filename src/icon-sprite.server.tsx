import { renderToStaticMarkup } from 'react-dom/server';
import { spriteIcons } from './icons.ts';

/**
 * What every icon is drawn with: lucide's outlines in the text colour, with round ends. Set once on
 * each symbol rather than on each <svg> that uses one, which every page would carry again and again.
 */
const drawing = 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';

/**
 * One SVG file with a <symbol> per icon, drawn from the lucide components. The stroke's width is
 * left to the <svg> that uses a symbol (see components/Icon), so each use can set its own.
 */
export function iconSprite(): string {
  const symbols = Object.entries(spriteIcons).map(([name, LucideIcon]) => {
    const svg = renderToStaticMarkup(<LucideIcon />);
    const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="0 0 24 24" ${drawing}>${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
