import { useAdminStats } from '../api/get-admin-stats';
import { CampaignManagement } from './campaign-management';
import { StatsCards } from './stats-cards';

/** The Admin Dashboard (SPEC.md §2): the stats summary, then its first tab, Campaigns. SPEC's four
 *  tabs (Campaigns, Wallets, Analytics, Settings) are the admin area's one navigation above it
 *  (AdminNav, decision 118): a second bar of tabs here repeated half of it. */
export function AdminDashboard() {
  const stats = useAdminStats();
  return (
    <div className="flex flex-col gap-6">
      <StatsCards stats={stats.data} failed={stats.isError} onRetry={() => void stats.refetch()} />
      <CampaignManagement withStats={false} />
    </div>
  );
}
