import type { AdminStats } from '@crowdvault/shared/api/admin';
import type { CurrencyTotal } from '@crowdvault/shared/api/dashboard';
import { Clock, Flag, LayoutGrid, PiggyBank } from 'lucide-react';
import type { ReactNode } from 'react';
import { useChains } from '@/lib/config/chains';
import { useFormat } from '@/lib/i18n/format';
import { type Translate, useT } from '@/lib/i18n/i18n';
import { moneyByNetwork } from '@/lib/money-by-network';
import { StatCard, StatCardGrid, StatCardsFailed, StatCardsLoading } from './stat-card-grid';

/** Total Raised's breakdown, a line per network ("Local Chain: 1,740.50 USDT · 3.00 DAI"), or one
 *  line of amounts when there is one network: five amounts each followed by its network's name
 *  ran on as one sentence in a card half a phone wide. */
function byNetwork(entries: CurrencyTotal[], nameOf: (chainId: number) => string, t: Translate): ReactNode[] {
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
        {chains.length > 1 ? t('{network}: {amounts}', { network: nameOf(chainId), amounts }) : amounts}
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
  const t = useT();
  const format = useFormat();
  const { nameOf } = useChains();
  if (!stats && failed)
    return <StatCardsFailed message={t('Statistics could not be loaded.')} onRetry={onRetry} />;
  if (!stats) return <StatCardsLoading label={t('Loading statistics')} />;
  const byCurrency = byNetwork(stats.totalRaised.byCurrency, nameOf, t);
  return (
    <StatCardGrid>
      <StatCard
        label={t('Total Raised')}
        icon={PiggyBank}
        value={format.usd(stats.totalRaised.stablecoinTotal)}
        detail={byCurrency.length > 0 ? byCurrency : t('Nothing yet')}
      />
      <StatCard
        label={t('Total Campaigns')}
        icon={LayoutGrid}
        value={format.count(stats.totalCampaigns)}
        detail={t('{count} active', { count: format.count(stats.activeCampaigns) })}
      />
      <StatCard
        label={t('Pending Approval')}
        icon={Clock}
        value={format.count(stats.pendingApproval)}
        detail={
          stats.rejected > 0
            ? t('Waiting for review · {count} rejected', { count: format.count(stats.rejected) })
            : t('Waiting for review')
        }
        tone={stats.pendingApproval > 0 ? 'warning' : undefined}
      />
      <StatCard
        label={t('Flagged')}
        icon={Flag}
        value={format.count(stats.flagged)}
        detail={t('{count, plural, one {# open report} other {# open reports}}', {
          count: stats.openReports,
        })}
        tone={stats.flagged > 0 ? 'danger' : undefined}
      />
    </StatCardGrid>
  );
}
