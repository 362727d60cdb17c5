import { formatAmount } from '@crowdvault/shared/format';
import { Activity, Globe2, PiggyBank, Users } from 'lucide-react';
import { usePlatformStats } from '../api/get-platform-stats';
import { StatCard, StatCardGrid, StatCardsFailed, StatCardsLoading } from './stat-card-grid';

/** The Admin Dashboard's Analytics tab (SPEC.md §2): Total Funds Raised, Active Campaigns, Total
 *  Donors and Countries, the platform's own figures from `GET /api/stats` (decision 021: approved
 *  campaigns; countries from the campaigns' locations). */
export function PlatformAnalytics() {
  const stats = usePlatformStats();
  if (stats.isPending) return <StatCardsLoading label="Loading analytics" />;
  if (!stats.data) {
    return <StatCardsFailed message="Analytics could not be loaded." onRetry={() => void stats.refetch()} />;
  }
  const { totalRaised, activeCampaigns, totalDonors, countries } = stats.data;
  const count = (value: number) => value.toLocaleString('en-US');
  return (
    <section aria-label="Analytics" className="flex flex-col gap-3">
      <StatCardGrid>
        <StatCard
          label="Total Funds Raised"
          icon={PiggyBank}
          value={`$${formatAmount(totalRaised, 2)}`}
          detail="Stablecoins at face value"
        />
        <StatCard
          label="Active Campaigns"
          icon={Activity}
          value={count(activeCampaigns)}
          detail="Open for donations"
        />
        <StatCard
          label="Total Donors"
          icon={Users}
          value={count(totalDonors)}
          detail="Distinct donor wallets"
        />
        <StatCard label="Countries" icon={Globe2} value={count(countries)} detail="From campaign locations" />
      </StatCardGrid>
      <p className="text-xs text-muted-foreground">
        Approved campaigns only. A campaign's country is the last part of its location ("Lagos, Nigeria" is
        Nigeria); campaigns without a location count once, as Global.
      </p>
    </section>
  );
}
