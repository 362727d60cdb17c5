import { LayoutDashboard } from 'lucide-react';
import { EmptyState } from '@/components/layout/empty-state';
import { PageHeader } from '@/components/layout/page-header';
import { usePageMeta } from '@/lib/page-meta';

export const DASHBOARD_SECTIONS = {
  overview: 'Dashboard',
  campaigns: 'My Campaigns',
  donations: 'My Donations',
  wallets: 'Campaign Wallets',
  analytics: 'Analytics',
  withdrawals: 'Withdrawals',
  settings: 'Settings',
} as const;
export type DashboardSection = keyof typeof DASHBOARD_SECTIONS;

/** `/dashboard/<section>`; an unknown or missing section is the overview (SPEC.md §2). */
export function resolveDashboardSection(rest: string | undefined): DashboardSection {
  const section = rest?.split('/')[0];
  return section && section in DASHBOARD_SECTIONS ? (section as DashboardSection) : 'overview';
}

export function DashboardPage({ rest }: { rest?: string }) {
  const section = resolveDashboardSection(rest);
  const title = DASHBOARD_SECTIONS[section];
  usePageMeta(title);
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader eyebrow="Dashboard" title={title} subtitle="Your campaigns, donations and wallets." />
      <EmptyState
        className="mt-10"
        icon={LayoutDashboard}
        title="Your dashboard is on its way"
        description="Connect your wallet to see your campaigns, donations, wallets and withdrawals here."
      />
    </div>
  );
}
