import type { LucideIcon } from 'lucide-react';
import Award from 'lucide-react/icons/award';
import Baby from 'lucide-react/icons/baby';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Building2 from 'lucide-react/icons/building-2';
import Calculator from 'lucide-react/icons/calculator';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CircleCheck from 'lucide-react/icons/circle-check';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Clock from 'lucide-react/icons/clock';
import Cpu from 'lucide-react/icons/cpu';
import Droplets from 'lucide-react/icons/droplets';
import FileText from 'lucide-react/icons/file-text';
import Gem from 'lucide-react/icons/gem';
import HandHeart from 'lucide-react/icons/hand-heart';
import Handshake from 'lucide-react/icons/handshake';
import Heart from 'lucide-react/icons/heart';
import Lightbulb from 'lucide-react/icons/lightbulb';
import MapPin from 'lucide-react/icons/map-pin';
import Microscope from 'lucide-react/icons/microscope';
import PackageCheck from 'lucide-react/icons/package-check';
import Receipt from 'lucide-react/icons/receipt';
import Rocket from 'lucide-react/icons/rocket';
import Scale from 'lucide-react/icons/scale';
import Search from 'lucide-react/icons/search';
import Settings2 from 'lucide-react/icons/settings-2';
import Shield from 'lucide-react/icons/shield';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Smile from 'lucide-react/icons/smile';
import Sparkles from 'lucide-react/icons/sparkles';
import SprayCan from 'lucide-react/icons/spray-can';
import Stethoscope from 'lucide-react/icons/stethoscope';
import Target from 'lucide-react/icons/target';
import TrendingUp from 'lucide-react/icons/trending-up';
import Users from 'lucide-react/icons/users';
import Wrench from 'lucide-react/icons/wrench';
import Zap from 'lucide-react/icons/zap';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import ImageOff from 'lucide-react/icons/image-off';
import Mail from 'lucide-react/icons/mail';
import Menu from 'lucide-react/icons/menu';
import Phone from 'lucide-react/icons/phone';
import X from 'lucide-react/icons/x';
import type { IconName } from '../schema/fields/icon.ts';

/**
 * Every icon name the schema accepts, drawn by its lucide component. Nothing here reaches the browser:
 * the build draws them once into the `/icons.svg` sprite (see icon-sprite.server.tsx), and pages
 * refer to them by name, so icons cost no JavaScript.
 */
export const contentIcons: Record<IconName, LucideIcon> = {
  award: Award,
  baby: Baby,
  'badge-check': BadgeCheck,
  'building-2': Building2,
  calculator: Calculator,
  'calendar-days': CalendarDays,
  'circle-check': CircleCheck,
  'clipboard-check': ClipboardCheck,
  clock: Clock,
  cpu: Cpu,
  droplets: Droplets,
  'file-text': FileText,
  gem: Gem,
  'hand-heart': HandHeart,
  handshake: Handshake,
  heart: Heart,
  lightbulb: Lightbulb,
  'map-pin': MapPin,
  microscope: Microscope,
  'package-check': PackageCheck,
  receipt: Receipt,
  rocket: Rocket,
  scale: Scale,
  search: Search,
  'settings-2': Settings2,
  shield: Shield,
  'shield-check': ShieldCheck,
  smile: Smile,
  sparkles: Sparkles,
  'spray-can': SprayCan,
  stethoscope: Stethoscope,
  target: Target,
  'trending-up': TrendingUp,
  users: Users,
  wrench: Wrench,
  zap: Zap,
};

/** Icons of the interface itself (not chosen in content). */
export const interfaceIcons = {
  'arrow-right': ArrowRight,
  check: Check,
  'image-off': ImageOff,
  mail: Mail,
  menu: Menu,
  phone: Phone,
  x: X,
} satisfies Record<string, LucideIcon>;

export type SpriteIconName = IconName | keyof typeof interfaceIcons;

export const spriteIcons: Record<SpriteIconName, LucideIcon> = { ...contentIcons, ...interfaceIcons };
