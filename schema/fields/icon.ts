import * as z from 'zod';

/**
 * The icons editors may name in YAML. Each maps to a lucide-react component in
 * `src/icons.ts`, whose `Record<IconName, …>` makes the compiler demand one for every name.
 */
export const iconNames = [
  'award',
  'baby',
  'badge-check',
  'building-2',
  'calculator',
  'calendar-days',
  'circle-check',
  'clipboard-check',
  'clock',
  'cpu',
  'droplets',
  'file-text',
  'gem',
  'hand-heart',
  'handshake',
  'heart',
  'lightbulb',
  'map-pin',
  'microscope',
  'package-check',
  'receipt',
  'rocket',
  'scale',
  'search',
  'settings-2',
  'shield',
  'shield-check',
  'smile',
  'sparkles',
  'spray-can',
  'stethoscope',
  'target',
  'trending-up',
  'users',
  'wrench',
  'zap',
] as const;

export type IconName = (typeof iconNames)[number];

export const iconSchema = z.enum(iconNames).describe('Nome de um ícone da lista permitida, por exemplo "sparkles".');
