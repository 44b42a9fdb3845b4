/*
 * The icons the site uses, from lucide (ISC): one place to see them all and the only import of
 * the set. Each is a few path strings; named imports let the bundler keep only these.
 */
export type { IconNode } from 'lucide';
export {
  ArrowLeft,
  ArrowRight,
  ArrowUpRight,
  CalendarDays,
  Check,
  ChevronDown,
  Globe,
  MapPin,
  Menu,
  Search,
  Video,
  X,
} from 'lucide';
