import type { StatsResponse } from '@crowdvault/shared/api/stats';
import { formatAmount } from '@crowdvault/shared/format';
import { useQuery } from '@tanstack/react-query';
import { FigureList } from '@/components/content/figure-list';
import { apiGet } from '@/lib/http/api-client';

/** '$22,277': whole dollars from a decimal USD string, exactly (no float). */
function usd(value: string): string {
  return `$${formatAmount(value, 0)}`;
}

/**
 * "CrowdVault in numbers", read live from `GET /api/stats` (the figures Home shows): SPEC.md's fixed
 * '$2.5M+ raised, 15,000+ donors' claimed far more than a deployment that had raised $22k
 * (decision 075). Dashes while loading or if the figures cannot be read; never an invented number.
 */
export function AboutStats() {
  const stats = useQuery({
    queryKey: ['/stats'],
    queryFn: ({ signal }) => apiGet<StatsResponse>('/stats', { signal, silent: true }),
  });
  const data = stats.data;
  const figures = [
    { label: 'Raised', value: data ? usd(data.totalRaised) : '—' },
    { label: 'Donors', value: data ? data.totalDonors.toLocaleString('en-US') : '—' },
    { label: 'Active campaigns', value: data ? data.activeCampaigns.toLocaleString('en-US') : '—' },
    { label: data?.countries === 1 ? 'Country' : 'Countries', value: data ? String(data.countries) : '—' },
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
