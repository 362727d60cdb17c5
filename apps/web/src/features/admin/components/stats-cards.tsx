import type { AdminStats } from '@crowdvault/shared/api/admin';
import { displayPlaces, formatAmount } from '@crowdvault/shared/format';
import { AlertTriangle, Clock, Flag, LayoutGrid, type LucideIcon, PiggyBank } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

function StatCard({
  label,
  icon: Icon,
  value,
  detail,
  tone,
}: {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  detail: ReactNode;
  tone?: 'warning' | 'danger';
}) {
  return (
    // The card is the dl's group, holding only its dt (with the icon) and dd, as HTML allows.
    <Card className="flex flex-col gap-2 p-4 sm:p-5">
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        {label}
        <span
          className={cn(
            'flex size-8 items-center justify-center rounded-full bg-secondary text-secondary-foreground',
            tone === 'warning' && 'bg-warning/20 text-foreground',
            tone === 'danger' && 'bg-destructive/15 text-destructive',
          )}
        >
          <Icon className="size-4" aria-hidden />
        </span>
      </dt>
      <dd className="flex flex-col gap-1">
        <span className="text-2xl font-bold tracking-tight tabular-nums">{value}</span>
        <span className="text-xs text-muted-foreground">{detail}</span>
      </dd>
    </Card>
  );
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
  if (!stats && failed) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed p-4 text-sm"
      >
        <span className="flex items-center gap-2 text-muted-foreground">
          <AlertTriangle className="size-4 shrink-0" aria-hidden />
          Statistics could not be loaded.
        </span>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  if (!stats) {
    return (
      <div
        className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
        role="status"
        aria-label="Loading statistics"
      >
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }
  const byCurrency = stats.totalRaised.byCurrency
    .map((entry) => `${formatAmount(entry.amount, displayPlaces(entry.currency))} ${entry.currency}`)
    .join(' · ');
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
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
    </dl>
  );
}
