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

export interface DashboardSectionInfo {
  /** The page's h1. */
  title: string;
  /** The side menu's entry. */
  label: string;
  href: string;
  icon: LucideIcon;
  subtitle: string;
}

/** The side menu of SPEC.md §2, in its order. */
export const DASHBOARD_SECTIONS = {
  overview: {
    title: 'Dashboard',
    label: 'Overview',
    href: '/dashboard',
    icon: LayoutDashboard,
    subtitle: 'Your campaigns, donations and wallets at a glance.',
  },
  campaigns: {
    title: 'My Campaigns',
    label: 'My Campaigns',
    href: '/dashboard/campaigns',
    icon: Megaphone,
    subtitle: 'Every campaign you started, including those waiting for approval.',
  },
  donations: {
    title: 'My Donations',
    label: 'My Donations',
    href: '/dashboard/donations',
    icon: HandHeart,
    subtitle: 'Everything you gave from this wallet.',
  },
  wallets: {
    title: 'Campaign Wallets',
    label: 'Wallets',
    href: '/dashboard/wallets',
    icon: WalletCards,
    subtitle: "Your campaigns' vaults and what they hold.",
  },
  analytics: {
    title: 'Analytics',
    label: 'Analytics',
    href: '/dashboard/analytics',
    icon: BarChart3,
    subtitle: 'How your campaigns are doing.',
  },
  withdrawals: {
    title: 'Withdrawals',
    label: 'Withdrawals',
    href: '/dashboard/withdrawals',
    icon: ArrowUpFromLine,
    subtitle: 'Take funds out of your campaign vaults.',
  },
  settings: {
    title: 'Settings',
    label: 'Settings',
    href: '/dashboard/settings',
    icon: Settings,
    subtitle: 'Your profile and preferences.',
  },
} as const satisfies Record<string, DashboardSectionInfo>;

export type DashboardSection = keyof typeof DASHBOARD_SECTIONS;

/** `/dashboard/<section>`; an unknown or missing section is the overview (SPEC.md §2). */
export function resolveDashboardSection(rest: string | undefined): DashboardSection {
  const section = rest?.split('/')[0];
  return section && Object.hasOwn(DASHBOARD_SECTIONS, section) ? (section as DashboardSection) : 'overview';
}
