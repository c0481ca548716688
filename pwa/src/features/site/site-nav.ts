/** The site's navigation (docs/rules.md §12.3, §12.4): the header's four groups and the footer's three, each link with its route. */

export interface NavItem {
  title: string;
  description: string;
  href: string;
}

export interface NavSection {
  title: string;
  /** 'grid' lays two or more links side by side in the dropdown; 'single' is one wide link. */
  layout: 'grid' | 'single';
  items: NavItem[];
}

export const HEADER_NAV: readonly NavSection[] = [
  {
    title: 'Our Labs',
    layout: 'grid',
    items: [
      { title: 'Overview', description: 'Our research initiatives', href: '/labs/overview' },
      { title: 'Current Projects', description: 'Browse all projects', href: '/labs/projects' },
    ],
  },
  {
    title: 'Products',
    layout: 'grid',
    items: [
      { title: 'AI Solutions', description: 'Enterprise AI tools', href: '/products/ai-solutions' },
      { title: 'API', description: 'Integrate our AI', href: '/products/api' },
    ],
  },
  {
    title: 'Safety',
    layout: 'single',
    // The spec names /safety, which the route table lacks; the router sends /safety to /security, and the link goes there directly, without the detour.
    items: [{ title: 'Safety Overview', description: 'Our safety approach', href: '/security' }],
  },
  {
    title: 'Company',
    layout: 'grid',
    items: [
      { title: 'About Us', description: 'Our mission', href: '/about' },
      { title: 'Graveyard', description: 'Discontinued projects', href: '/graveyard' },
    ],
  },
];

export interface FooterGroup {
  title: string;
  links: { label: string; href: string }[];
}

export const FOOTER_NAV: readonly FooterGroup[] = [
  {
    title: 'Our Labs',
    links: [
      { label: 'Overview', href: '/labs/overview' },
      { label: 'Index', href: '/labs/index' },
      { label: 'Latest advancements', href: '/labs/projects' },
      { label: 'Graveyard', href: '/graveyard' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About us', href: '/about' },
      { label: 'Our Charter', href: '/charter' },
      { label: 'Security', href: '/security' },
      { label: 'Careers', href: '/careers' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of use', href: '/terms' },
      { label: 'Privacy policy', href: '/privacy' },
      { label: 'Brand guidelines', href: '/brand' },
      { label: 'Other policies', href: '/policies' },
    ],
  },
];

/** Header constants of docs/rules.md §19. */
export const MENU_DELAYS = { openMs: 200, skipMs: 300, closeMs: 150 } as const;
/** Tooltips: 700 ms before the first opens, at once within 300 ms of another closing, 4 px from their trigger. */
export const TOOLTIP_DELAYS = { openMs: 700, skipMs: 300, sideOffsetPx: 4 } as const;

/**
 * How long a hovered trigger waits before its dropdown opens: the open delay,
 * unless a dropdown closed less than the skip delay ago, when moving along the
 * bar should feel instant (the navigation-menu pattern of Radix).
 */
export function hoverOpenDelay(now: number, lastClosedAt: number | null, delays: { openMs: number; skipMs: number } = MENU_DELAYS): number {
  return lastClosedAt !== null && now - lastClosedAt < delays.skipMs ? 0 : delays.openMs;
}

/** The mobile accordion: toggling the open group collapses it; opening another closes the first. */
export function toggleGroup(open: string | null, title: string): string | null {
  return open === title ? null : title;
}
