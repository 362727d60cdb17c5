import { msg } from '@/lib/i18n/i18n';

export interface NavItem {
  /** English, marked for the catalogue: shown through `t(label)`. */
  label: string;
  href: string;
}

/** The header's main navigation (SPEC.md §2), shared by the desktop bar and the mobile drawer. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: msg('Discover'), href: '/discover' },
  { label: msg('How it works'), href: '/how-it-works' },
  { label: msg('About'), href: '/about' },
  { label: msg('Token'), href: '/token' },
];

/** Where the campaign search box sends its text. */
export function discoverSearchHref(text: string): string {
  return `/discover?search=${encodeURIComponent(text.trim())}`;
}
