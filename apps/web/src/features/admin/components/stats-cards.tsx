import type { AdminStats } from '@crowdvault/shared/api/admin';
import { formatAmount } from '@crowdvault/shared/format';
import { Clock, Flag, LayoutGrid, PiggyBank } from 'lucide-react';
import { useChains } from '@/lib/config/chains';
import { moneyByNetwork } from '@/lib/money-by-network';
import { StatCard, StatCardGrid, StatCardsFailed, StatCardsLoading } from './stat-card-grid';

/** Campaign Management's four cards (SPEC.md §2), from `GET /api/admin/stats`. `failed`: the
 *  request failed (it is silent), so say so with a retry instead of loading bars that never end. */
export function StatsCards({
  stats,
  failed = false,
  onRetry,
}: {
  stats: AdminStats | undefined;
  failed?: boolean;
  onRetry?: () => void;
}) {
  const { nameOf } = useChains();
  if (!stats && failed)
    return <StatCardsFailed message="Statistics could not be loaded." onRetry={onRetry} />;
  if (!stats) return <StatCardsLoading label="Loading statistics" />;
  const byCurrency = moneyByNetwork(stats.totalRaised.byCurrency, nameOf)
    .map((line) => line.text)
    .join(' · ');
  return (
    <StatCardGrid>
      <StatCard
        label="Total Raised"
        icon={PiggyBank}
        value={`$${formatAmount(stats.totalRaised.stablecoinTotal, 2)}`}
        detail={byCurrency || 'Nothing yet'}
      />
      <StatCard
        label="Total Campaigns"
        icon={LayoutGrid}
        value={stats.totalCampaigns}
        detail={`${stats.activeCampaigns} active`}
      />
      <StatCard
        label="Pending Approval"
        icon={Clock}
        value={stats.pendingApproval}
        detail={stats.rejected > 0 ? `Waiting for review · ${stats.rejected} rejected` : 'Waiting for review'}
        tone={stats.pendingApproval > 0 ? 'warning' : undefined}
      />
      <StatCard
        label="Flagged"
        icon={Flag}
        value={stats.flagged}
        detail={`${stats.openReports} open report${stats.openReports === 1 ? '' : 's'}`}
        tone={stats.flagged > 0 ? 'danger' : undefined}
      />
    </StatCardGrid>
  );
}
