import { renderToStaticMarkup } from 'react-dom/server';
import { spriteIcons } from './icons.ts';

/**
 * One SVG file with a <symbol> per icon, drawn from the lucide components. The stroke settings are
 * left to the <svg> that uses a symbol (see components/Icon), so each use can set its own width.
 */
export function iconSprite(): string {
  const symbols = Object.entries(spriteIcons).map(([name, LucideIcon]) => {
    const svg = renderToStaticMarkup(<LucideIcon />);
    const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
