import type { SpriteIconName } from '../../icons.ts';
import { spriteUrl } from './sprite-url.ts';

interface IconProps {
  name: SpriteIconName;
  size?: number;
  strokeWidth?: number;
  className?: string | undefined;
}

/**
 * A lucide icon from the sprite: decorative (hidden from screen readers), coloured by the text colour.
 * The symbol brings its own view box and the way it is drawn (src/icon-sprite.server.tsx); its <use>
 * fills this box, and the stroke's width is inherited from it.
 */
export function Icon({ name, size = 24, strokeWidth = 2, className }: IconProps) {
  return (
    <svg className={className} width={size} height={size} strokeWidth={strokeWidth} aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
