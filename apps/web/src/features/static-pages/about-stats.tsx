import type { StatsResponse } from '@crowdvault/shared/api/stats';
import { useQuery } from '@tanstack/react-query';
import { FigureList } from '@/components/content/figure-list';
import { apiGet } from '@/lib/http/api-client';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';

/**
 * "CrowdVault in numbers", read live from `GET /api/stats` (the figures Home shows): SPEC.md's fixed
 * '$2.5M+ raised, 15,000+ donors' claimed far more than a deployment that had raised $22k
 * (decision 075). Dashes while loading or if the figures cannot be read; never an invented number.
 */
export function AboutStats() {
  // '$22,277' in English, '22.277 $' in German: whole dollars, exactly (no float).
  const format = useFormat();
  const t = useT();
  const stats = useQuery({
    queryKey: ['/stats'],
    queryFn: ({ signal }) => apiGet<StatsResponse>('/stats', { signal, silent: true }),
  });
  const data = stats.data;
  const figures = [
    { label: t('Raised'), value: data ? format.usd(data.totalRaised, 0) : '—' },
    { label: t('Donors'), value: data ? format.count(data.totalDonors) : '—' },
    { label: t('Active campaigns'), value: data ? format.count(data.activeCampaigns) : '—' },
    {
      label: t('{count, plural, one {Country} other {Countries}}', { count: data?.countries ?? 0 }),
      value: data ? format.count(data.countries) : '—',
    },
  ];
  return (
    <FigureList
      figures={figures}
      card
      className="grid grid-cols-2 gap-4 lg:grid-cols-4"
      aria-busy={stats.isPending}
      itemClassName="flex flex-col-reverse p-6 text-center"
      labelClassName="text-sm font-medium text-muted-foreground"
      valueClassName="mt-1 text-3xl font-bold text-primary tabular-nums sm:text-4xl"
    />
  );
}
