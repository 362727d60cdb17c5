import type { AdminStats } from '@crowdvault/shared/api/admin';
import type { CurrencyTotal } from '@crowdvault/shared/api/dashboard';
import { formatAmount } from '@crowdvault/shared/format';
import { Clock, Flag, LayoutGrid, PiggyBank } from 'lucide-react';
import type { ReactNode } from 'react';
import { useChains } from '@/lib/config/chains';
import { moneyByNetwork } from '@/lib/money-by-network';
import { StatCard, StatCardGrid, StatCardsFailed, StatCardsLoading } from './stat-card-grid';

/** Total Raised's breakdown, a line per network ("Local Chain: 1,740.50 USDT · 3.00 DAI"), or one
 *  line of amounts when there is one network: five amounts each followed by its network's name
 *  ran on as one sentence in a card half a phone wide. */
function byNetwork(entries: CurrencyTotal[], nameOf: (chainId: number) => string): ReactNode[] {
  const chains = [...new Set(entries.map((entry) => entry.chainId))];
  return chains.map((chainId) => {
    const amounts = moneyByNetwork(
      entries.filter((entry) => entry.chainId === chainId),
      nameOf,
    )
      .map((line) => line.text)
      .join(' · ');
    return (
      <span key={chainId} className="block">
        {chains.length > 1 ? `${nameOf(chainId)}: ${amounts}` : amounts}
      </span>
    );
  });
}

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
  const byCurrency = byNetwork(stats.totalRaised.byCurrency, nameOf);
  return (
    <StatCardGrid>
      <StatCard
        label="Total Raised"
        icon={PiggyBank}
        value={`$${formatAmount(stats.totalRaised.stablecoinTotal, 2)}`}
        detail={byCurrency.length > 0 ? byCurrency : 'Nothing yet'}
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
