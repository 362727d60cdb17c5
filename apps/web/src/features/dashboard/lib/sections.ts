import {
  ArrowUpFromLine,
  BarChart3,
  HandHeart,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  Settings,
  WalletCards,
} from 'lucide-react';
import { msg } from '@/lib/i18n/i18n';

export interface DashboardSectionInfo {
  /** The page's h1. */
  title: string;
  /** The side menu's entry. */
  label: string;
  href: string;
  icon: LucideIcon;
  subtitle: string;
}

/** The side menu of SPEC.md §2, in its order; its English marked for the catalogue, shown through `t`. */
export const DASHBOARD_SECTIONS = {
  overview: {
    title: msg('Dashboard'),
    label: msg('Overview'),
    href: '/dashboard',
    icon: LayoutDashboard,
    subtitle: msg('Your campaigns, donations and wallets at a glance.'),
  },
  campaigns: {
    title: msg('My Campaigns'),
    label: msg('My Campaigns'),
    href: '/dashboard/campaigns',
    icon: Megaphone,
    subtitle: msg('Every campaign you started, including those waiting for approval.'),
  },
  donations: {
    title: msg('My Donations'),
    label: msg('My Donations'),
    href: '/dashboard/donations',
    icon: HandHeart,
    subtitle: msg('Everything you gave from this wallet.'),
  },
  wallets: {
    title: msg('Campaign Wallets'),
    label: msg('Wallets'),
    href: '/dashboard/wallets',
    icon: WalletCards,
    subtitle: msg("Your campaigns' vaults and what they hold."),
  },
  analytics: {
    title: msg('Analytics'),
    label: msg('Analytics'),
    href: '/dashboard/analytics',
    icon: BarChart3,
    subtitle: msg('How your campaigns are doing.'),
  },
  withdrawals: {
    title: msg('Withdrawals'),
    label: msg('Withdrawals'),
    href: '/dashboard/withdrawals',
    icon: ArrowUpFromLine,
    subtitle: msg('Take funds out of your campaign vaults.'),
  },
  settings: {
    title: msg('Settings'),
    label: msg('Settings'),
    href: '/dashboard/settings',
    icon: Settings,
    subtitle: msg('Your profile and preferences.'),
  },
} as const satisfies Record<string, DashboardSectionInfo>;

export type DashboardSection = keyof typeof DASHBOARD_SECTIONS;

/** `/dashboard/<section>`; an unknown or missing section is the overview (SPEC.md §2). */
export function resolveDashboardSection(rest: string | undefined): DashboardSection {
  const section = rest?.split('/')[0];
  return section && Object.hasOwn(DASHBOARD_SECTIONS, section) ? (section as DashboardSection) : 'overview';
}
