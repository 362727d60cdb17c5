import {
  BarChart3,
  ClipboardList,
  Flag,
  LayoutGrid,
  type LucideIcon,
  Settings,
  Sprout,
  Users,
  Wallet,
} from 'lucide-react';

export type AdminSection =
  | 'dashboard'
  | 'campaigns'
  | 'wallets'
  | 'analytics'
  | 'users'
  | 'reports'
  | 'audit'
  | 'rounds'
  | 'settings';

export interface AdminSectionInfo {
  title: string;
  subtitle: string;
}

/** Each admin screen's heading (SPEC.md §2 "Admin area" plus the reports queue and audit log). */
export const ADMIN_SECTIONS: Record<AdminSection, AdminSectionInfo> = {
  dashboard: {
    title: 'Admin Dashboard',
    subtitle: 'Review campaigns, vaults, people and reports in one place.',
  },
  campaigns: { title: 'Campaign Management', subtitle: 'Approve, feature and flag campaigns.' },
  wallets: {
    title: 'Wallet Management',
    subtitle: 'Every campaign vault, with balances read from the chain.',
  },
  analytics: {
    title: 'Analytics',
    subtitle: 'The platform’s own figures: funds raised, active campaigns, donors and countries.',
  },
  users: { title: 'User Management', subtitle: 'Roles and account status.' },
  reports: { title: 'Reports', subtitle: 'Campaigns people have reported, waiting for a decision.' },
  audit: { title: 'Audit Log', subtitle: 'Every moderation and admin action, who took it and why.' },
  rounds: {
    title: 'Matching Rounds',
    subtitle: 'Create rounds, decide applications, publish results and exclude in the challenge window.',
  },
  settings: { title: 'Settings', subtitle: 'Platform facts and the limits campaign creation enforces.' },
};

export interface AdminNavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** The sections the item is highlighted for (by path prefix, SPEC.md §2). */
  sections: readonly AdminSection[];
}

/** The admin area's one navigation (issue 40, decision 118): SPEC.md §2's four tabs (Campaigns,
 *  Wallets, Analytics, Settings, in its order) with the screens SPEC does not name (users, reports,
 *  audit log) among them, each its own URL. The dashboard's own tab bar, a second menu over the
 *  same screens, is gone. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Campaigns', href: '/campaigns', icon: LayoutGrid, sections: ['dashboard', 'campaigns'] },
  { label: 'Wallets', href: '/wallets', icon: Wallet, sections: ['wallets'] },
  { label: 'Analytics', href: '/analytics', icon: BarChart3, sections: ['analytics'] },
  { label: 'Users', href: '/users', icon: Users, sections: ['users'] },
  { label: 'Reports', href: '/reports', icon: Flag, sections: ['reports'] },
  { label: 'Audit log', href: '/audit', icon: ClipboardList, sections: ['audit'] },
  { label: 'Rounds', href: '/rounds', icon: Sprout, sections: ['rounds'] },
  { label: 'Settings', href: '/settings', icon: Settings, sections: ['settings'] },
];
