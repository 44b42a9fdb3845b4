import { EXTERNAL_LINKS } from './site';

/**
 * Header and footer menus. Items point at unprefixed route paths from routes.ts or at
 * EXTERNAL_LINKS; labels are keys in the `header` (or `footer`) namespace.
 */
export interface MenuLink {
  /** Translation key, `ns:key`. */
  label: string;
  to: string;
}

export interface MenuGroup {
  id: string;
  label: string;
  /** A group without items is a plain link. */
  to?: string;
  items?: readonly MenuLink[];
}

export const HEADER_MENU: readonly MenuGroup[] = [
  { id: 'solutions', label: 'header:solutions', to: '/solutions' },
  {
    id: 'ecosystem',
    label: 'header:ecosystem',
    items: [
      { label: 'header:ecosystem.portal', to: EXTERNAL_LINKS.portal },
      { label: 'header:ecosystem.dappStaking', to: EXTERNAL_LINKS.dappStaking },
      { label: 'header:ecosystem.directory', to: '/ecosystem' },
    ],
  },
  {
    id: 'developer',
    label: 'header:developer',
    items: [
      { label: 'header:developer.startBuilding', to: '/developers' },
      { label: 'header:developer.docs', to: EXTERNAL_LINKS.docs },
    ],
  },
  {
    id: 'explore',
    label: 'header:explore',
    items: [
      { label: 'header:explore.community', to: '/community' },
      { label: 'header:explore.blog', to: '/blog' },
      { label: 'header:explore.events', to: '/events' },
      { label: 'header:explore.glossary', to: '/glossary' },
      { label: 'header:explore.agentProgram', to: '/community#agent-program' },
      { label: 'header:explore.discord', to: EXTERNAL_LINKS.discord },
      { label: 'header:explore.forum', to: EXTERNAL_LINKS.forum },
    ],
  },
  {
    id: 'about',
    label: 'header:about',
    items: [
      { label: 'header:about.about', to: '/about' },
      { label: 'header:about.brand', to: '/brand-asset-kit' },
      { label: 'header:about.careers', to: EXTERNAL_LINKS.careers },
      { label: 'header:about.contact', to: '/contact' },
    ],
  },
];

/** Extra footer links per header group, so that every page is reachable from every page. */
const FOOTER_EXTRAS: Record<string, readonly MenuLink[]> = {
  developer: [
    { label: 'footer:developer.techstack', to: '/developers/techstack' },
    { label: 'footer:developer.university', to: '/developers/university' },
    { label: 'footer:developer.buildersProgram', to: '/builders-program' },
    { label: 'footer:developer.spacelabs', to: '/spacelabs' },
  ],
  explore: [{ label: 'footer:explore.communityEcosystem', to: '/community/ecosystem' }],
  about: [{ label: 'footer:about.starmap', to: '/starmap' }],
};

/** Footer columns mirror the header groups; a single-link group joins the next column. */
export const FOOTER_COLUMNS: readonly MenuGroup[] = HEADER_MENU.filter((group) => group.items).map(
  (group) => ({
    id: group.id,
    label: group.label,
    items: [
      ...(group.id === 'ecosystem' ? [{ label: 'header:solutions', to: '/solutions' }] : []),
      ...(group.items ?? []),
      ...(FOOTER_EXTRAS[group.id] ?? []),
    ],
  }),
);

export const LEGAL_LINKS: readonly MenuLink[] = [
  { label: 'footer:legal.privacyPolicy', to: '/privacy-policy' },
  { label: 'footer:legal.termsOfUse', to: '/terms-of-use' },
  { label: 'footer:legal.accessibility', to: '/accessibility' },
];

/** Whether a menu target is the page at `currentPath` (unprefixed), or contains it. */
export function isCurrentTarget(to: string, currentPath: string): boolean {
  if (!to.startsWith('/')) return false;
  const path = to.split('#')[0];
  return path === currentPath;
}
