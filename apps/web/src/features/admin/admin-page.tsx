import type { ReactNode } from 'react';
import { usePageMeta } from '@/lib/page-meta';
import { AdminDashboard } from './components/admin-dashboard';
import { AdminLayout } from './components/admin-layout';
import { AuditLog } from './components/audit-log';
import { CampaignDetailView } from './components/campaign-detail-view';
import { CampaignManagement } from './components/campaign-management';
import { PlatformAnalytics } from './components/platform-analytics';
import { ReportsQueue } from './components/reports-queue';
import { SettingsPanel } from './components/settings-panel';
import { UserManagement } from './components/user-management';
import { WalletManagement } from './components/wallet-management';
import { ADMIN_SECTIONS, type AdminSection } from './lib/sections';

const CONTENT: Record<AdminSection, () => ReactNode> = {
  dashboard: AdminDashboard,
  campaigns: () => <CampaignManagement />,
  wallets: WalletManagement,
  analytics: PlatformAnalytics,
  users: UserManagement,
  reports: ReportsQueue,
  audit: AuditLog,
  settings: SettingsPanel,
};

/** One admin screen in the admin frame; `campaignId` opens a campaign's detail view. */
export function AdminPage({ section, campaignId }: { section: AdminSection; campaignId?: string }) {
  usePageMeta(campaignId ? 'Campaign Review' : ADMIN_SECTIONS[section].title);
  const Content = CONTENT[section];
  return (
    <AdminLayout section={section} title={campaignId ? 'Campaign Review' : undefined}>
      {campaignId ? <CampaignDetailView rawId={campaignId} /> : <Content />}
    </AdminLayout>
  );
}
