import { FigureList } from '@/components/content/figure-list';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { useStats } from '../api/get-stats';
import { homeUsd } from './usd';

/** The platform in four figures; shown only once they have loaded. */
export function StatsBand() {
  const t = useT();
  const format = useFormat();
  const { data: stats } = useStats();
  if (!stats) return null;
  const figures = [
    { label: t('Total Raised'), value: homeUsd(format, stats.totalRaised) },
    { label: t('Active Campaigns'), value: format.count(stats.activeCampaigns) },
    { label: t('Donors'), value: format.count(stats.totalDonors) },
    { label: t('Countries'), value: format.count(stats.countries) },
  ];
  return (
    <section aria-label={t('Platform statistics')} className="bg-primary text-primary-foreground">
      <FigureList
        figures={figures}
        className="container-page grid grid-cols-2 gap-8 py-14 text-center md:grid-cols-4"
        itemClassName="flex flex-col gap-1"
        labelClassName="text-sm text-primary-foreground/90"
        valueClassName="order-first text-3xl font-extrabold tracking-tight sm:text-4xl"
      />
    </section>
  );
}
