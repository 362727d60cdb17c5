export interface NavItem {
  label: string;
  href: string;
}

/** The header's main navigation (SPEC.md §2), shared by the desktop bar and the mobile drawer. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Discover', href: '/discover' },
  { label: 'How it works', href: '/how-it-works' },
  { label: 'About', href: '/about' },
  { label: 'Token', href: '/token' },
];

/** Where the campaign search box sends its text. */
export function discoverSearchHref(text: string): string {
  return `/discover?search=${encodeURIComponent(text.trim())}`;
}
