import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n';
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

/** Each screen's content; the matching rounds' comes from app/ (rounds are their own feature). */
const CONTENT: Record<Exclude<AdminSection, 'rounds'>, () => ReactNode> = {
  dashboard: AdminDashboard,
  campaigns: () => <CampaignManagement />,
  wallets: WalletManagement,
  analytics: PlatformAnalytics,
  users: UserManagement,
  reports: ReportsQueue,
  audit: AuditLog,
  settings: SettingsPanel,
};

/** One admin screen in the admin frame; `campaignId` opens a campaign's detail view, `children`
 *  is a screen composed by app/ (matching rounds). */
export function AdminPage({
  section,
  campaignId,
  children,
}: {
  section: AdminSection;
  campaignId?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const review = t('Campaign Review');
  usePageMeta(campaignId ? review : t(ADMIN_SECTIONS[section].title));
  const Content = section === 'rounds' ? null : CONTENT[section];
  return (
    <AdminLayout section={section} title={campaignId ? review : undefined}>
      {campaignId ? <CampaignDetailView rawId={campaignId} /> : (children ?? (Content && <Content />))}
    </AdminLayout>
  );
}
