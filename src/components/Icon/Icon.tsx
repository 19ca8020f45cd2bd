import type { SpriteIconName } from '../../icons.ts';
import { spriteUrl } from './sprite-url.ts';

interface IconProps {
  name: SpriteIconName;
  size?: number;
  strokeWidth?: number;
  className?: string | undefined;
}

/** A lucide icon from the sprite: decorative (hidden from screen readers), coloured by the text colour. */
export function Icon({ name, size = 24, strokeWidth = 2, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
