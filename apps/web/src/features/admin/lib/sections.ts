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
import { msg } from '@/lib/i18n/i18n';

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

/** Each admin screen's heading (SPEC.md §2 "Admin area" plus the reports queue and audit log), in
 *  English, marked for the catalogue: shown through `t(title)`. */
export const ADMIN_SECTIONS: Record<AdminSection, AdminSectionInfo> = {
  dashboard: {
    title: msg('Admin Dashboard'),
    subtitle: msg('Review campaigns, vaults, people and reports in one place.'),
  },
  campaigns: { title: msg('Campaign Management'), subtitle: msg('Approve, feature and flag campaigns.') },
  wallets: {
    title: msg('Wallet Management'),
    subtitle: msg('Every campaign vault, with balances read from the chain.'),
  },
  analytics: {
    title: msg('Analytics'),
    subtitle: msg('The platform’s own figures: funds raised, active campaigns, donors and countries.'),
  },
  users: { title: msg('User Management'), subtitle: msg('Roles and account status.') },
  reports: {
    title: msg('Reports'),
    subtitle: msg('Campaigns people have reported, waiting for a decision.'),
  },
  audit: {
    title: msg('Audit Log'),
    subtitle: msg('Every moderation and admin action, who took it and why.'),
  },
  rounds: {
    title: msg('Matching Rounds'),
    subtitle: msg('Create rounds, decide applications, publish results and exclude in the challenge window.'),
  },
  settings: {
    title: msg('Settings'),
    subtitle: msg('Platform facts and the limits campaign creation enforces.'),
  },
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
  { label: msg('Campaigns'), href: '/campaigns', icon: LayoutGrid, sections: ['dashboard', 'campaigns'] },
  { label: msg('Wallets'), href: '/wallets', icon: Wallet, sections: ['wallets'] },
  { label: msg('Analytics'), href: '/analytics', icon: BarChart3, sections: ['analytics'] },
  { label: msg('Users'), href: '/users', icon: Users, sections: ['users'] },
  { label: msg('Reports'), href: '/reports', icon: Flag, sections: ['reports'] },
  { label: msg('Audit log'), href: '/audit', icon: ClipboardList, sections: ['audit'] },
  { label: msg('Rounds'), href: '/rounds', icon: Sprout, sections: ['rounds'] },
  { label: msg('Settings'), href: '/settings', icon: Settings, sections: ['settings'] },
];
