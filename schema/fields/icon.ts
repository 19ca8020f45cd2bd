import * as z from 'zod';
import { formWords } from './form-words.ts';

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

/** What the CMS's icon picker calls each icon, beside its picture (the YAML keeps the name). */
export const iconLabels: Record<IconName, string> = {
  award: 'Medalha',
  baby: 'Bebê',
  'badge-check': 'Selo verificado',
  'building-2': 'Prédio',
  calculator: 'Calculadora',
  'calendar-days': 'Calendário',
  'circle-check': 'Círculo com visto',
  'clipboard-check': 'Prancheta com visto',
  clock: 'Relógio',
  cpu: 'Chip de computador',
  droplets: 'Gotas',
  'file-text': 'Documento',
  gem: 'Diamante',
  'hand-heart': 'Mão com coração',
  handshake: 'Aperto de mãos',
  heart: 'Coração',
  lightbulb: 'Lâmpada',
  'map-pin': 'Marcador de mapa',
  microscope: 'Microscópio',
  'package-check': 'Pacote conferido',
  receipt: 'Recibo',
  rocket: 'Foguete',
  scale: 'Balança',
  search: 'Lupa',
  'settings-2': 'Ajustes',
  shield: 'Escudo',
  'shield-check': 'Escudo com visto',
  smile: 'Sorriso',
  sparkles: 'Brilhos',
  'spray-can': 'Spray',
  stethoscope: 'Estetoscópio',
  target: 'Alvo',
  'trending-up': 'Gráfico em alta',
  users: 'Pessoas',
  wrench: 'Chave de boca',
  zap: 'Raio',
};

export const iconSchema = z
  .enum(iconNames)
  .describe('Nome de um ícone da lista permitida, por exemplo "sparkles".')
  .register(formWords, {
    label: 'Ícone',
    hint: 'Escolha o ícone pela figura; digite para procurar pelo nome.',
    choices: iconLabels,
  });
