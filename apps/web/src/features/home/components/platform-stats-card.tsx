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
        // Each group holds only its dt (with the icon, placed in the group's left padding) and
        // dd, as a dl's div may (HTML; axe's definition-list rule).
        <dl className="grid grid-cols-2 divide-x" aria-label="Platform stats">
          <div className="relative flex min-w-0 flex-col justify-center pr-4 sm:min-h-10 sm:pl-13">
            <dt className="text-xs text-muted-foreground sm:text-sm">
              <span className="absolute top-1/2 left-0 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-secondary text-secondary-foreground sm:flex">
                <Wallet className="size-5" aria-hidden />
              </span>
              Total raised
            </dt>
            <dd className="truncate text-xl font-bold tracking-tight sm:text-2xl">
              {formatUsd(stats.totalRaised)}
            </dd>
          </div>
          <div className="relative flex min-w-0 flex-col justify-center pl-4 sm:min-h-10 sm:pl-19">
            <dt className="text-xs text-muted-foreground sm:text-sm">
              <span className="absolute top-1/2 left-6 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-accent/15 text-accent-foreground sm:flex">
                <Activity className="size-5" aria-hidden />
              </span>
              Active campaigns
            </dt>
            <dd className="text-xl font-bold tracking-tight sm:text-2xl">{stats.activeCampaigns}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
