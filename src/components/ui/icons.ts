/*
 * The icons the site uses, from lucide (ISC), by the name components give <Icon> (lucide's own).
 * The only import of the set, and build-time only: IconSprite writes their shapes into each page's
 * HTML, so the browser's JavaScript holds the names alone. A new icon is one line here.
 */
import {
  ArrowLeft,
  ArrowRight,
  ArrowUpRight,
  CalendarDays,
  Check,
  ChevronDown,
  Globe,
  MapPin,
  Menu,
  Moon,
  Search,
  SlidersHorizontal,
  Sun,
  Video,
  X,
  type IconNode,
} from 'lucide';

export type { IconNode };

export const ICONS = {
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  'arrow-up-right': ArrowUpRight,
  'calendar-days': CalendarDays,
  check: Check,
  'chevron-down': ChevronDown,
  globe: Globe,
  'map-pin': MapPin,
  menu: Menu,
  moon: Moon,
  search: Search,
  'sliders-horizontal': SlidersHorizontal,
  sun: Sun,
  video: Video,
  x: X,
} as const satisfies Record<string, IconNode>;

export type IconName = keyof typeof ICONS;
