import { Activity, Globe2, PiggyBank, Users } from 'lucide-react';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { usePlatformStats } from '../api/get-platform-stats';
import { StatCard, StatCardGrid, StatCardsFailed, StatCardsLoading } from './stat-card-grid';

/** The Admin Dashboard's Analytics tab (SPEC.md §2): Total Funds Raised, Active Campaigns, Total
 *  Donors and Countries, the platform's own figures from `GET /api/stats` (decision 021: approved
 *  campaigns; countries from the campaigns' locations). */
export function PlatformAnalytics() {
  const t = useT();
  const format = useFormat();
  const stats = usePlatformStats();
  if (stats.isPending) return <StatCardsLoading label={t('Loading analytics')} />;
  if (!stats.data) {
    return (
      <StatCardsFailed message={t('Analytics could not be loaded.')} onRetry={() => void stats.refetch()} />
    );
  }
  const { totalRaised, activeCampaigns, totalDonors, countries } = stats.data;
  return (
    <section aria-label={t('Analytics')} className="flex flex-col gap-3">
      <StatCardGrid>
        <StatCard
          label={t('Total Funds Raised')}
          icon={PiggyBank}
          value={format.usd(totalRaised)}
          detail={t('Stablecoins at face value')}
        />
        <StatCard
          label={t('Active Campaigns')}
          icon={Activity}
          value={format.count(activeCampaigns)}
          detail={t('Open for donations')}
        />
        <StatCard
          label={t('Total Donors')}
          icon={Users}
          value={format.count(totalDonors)}
          detail={t('Distinct donor wallets')}
        />
        <StatCard
          label={t('Countries')}
          icon={Globe2}
          value={format.count(countries)}
          detail={t('From campaign locations')}
        />
      </StatCardGrid>
      <p className="text-xs text-muted-foreground">
        {t(
          'Approved campaigns only. A campaign’s country is the last part of its location (“Lagos, Nigeria” is Nigeria); campaigns without a location count once, as Global.',
        )}
      </p>
    </section>
  );
}
