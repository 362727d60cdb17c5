import { Activity, Loader2, Wallet } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useStats } from '../api/get-stats';
import { formatUsd } from './usd';

/** Total raised and active campaigns, overlapping the hero's bottom edge. */
export function PlatformStatsCard() {
  const { data: stats, isPending, isError } = useStats();
  if (isError) return null;
  return (
    <Card className="mx-auto grid min-h-24 w-full max-w-2xl items-center px-6 py-5 shadow-lg">
      {isPending ? (
        <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Loading stats...
        </p>
      ) : (
        <dl className="grid grid-cols-2 divide-x" aria-label="Platform stats">
          <div className="flex items-center gap-3 pr-4">
            <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground sm:flex">
              <Wallet className="size-5" aria-hidden />
            </span>
            <div className="flex min-w-0 flex-col">
              <dt className="text-xs text-muted-foreground sm:text-sm">Total raised</dt>
              <dd className="truncate text-xl font-bold tracking-tight sm:text-2xl">
                {formatUsd(stats.totalRaised)}
              </dd>
            </div>
          </div>
          <div className="flex items-center gap-3 pl-4 sm:pl-6">
            <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent-foreground sm:flex">
              <Activity className="size-5" aria-hidden />
            </span>
            <div className="flex min-w-0 flex-col">
              <dt className="text-xs text-muted-foreground sm:text-sm">Active campaigns</dt>
              <dd className="text-xl font-bold tracking-tight sm:text-2xl">{stats.activeCampaigns}</dd>
            </div>
          </div>
        </dl>
      )}
    </Card>
  );
}
