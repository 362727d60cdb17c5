import { formatAmount } from '@crowdvault/shared/format';
import { Activity, AlertTriangle, Globe2, type LucideIcon, PiggyBank, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePlatformStats } from '../api/get-platform-stats';

function Figure({
  label,
  icon: Icon,
  value,
  detail,
}: {
  label: string;
  icon: LucideIcon;
  value: string;
  detail: string;
}) {
  return (
    // The card is the dl's group, holding only its dt (with the icon) and dd, as HTML allows.
    <Card className="flex flex-col gap-2 p-4 sm:p-5">
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        {label}
        <span className="flex size-8 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
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

/** The Admin Dashboard's Analytics tab (SPEC.md §2): Total Funds Raised, Active Campaigns, Total
 *  Donors and Countries, the platform's own figures from `GET /api/stats` (decision 021: approved
 *  campaigns; countries from the campaigns' locations). */
export function PlatformAnalytics() {
  const stats = usePlatformStats();
  if (stats.isPending) {
    return (
      <div
        className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
        role="status"
        aria-label="Loading analytics"
      >
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }
  if (!stats.data) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed p-4 text-sm"
      >
        <span className="flex items-center gap-2 text-muted-foreground">
          <AlertTriangle className="size-4 shrink-0" aria-hidden />
          Analytics could not be loaded.
        </span>
        <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { totalRaised, activeCampaigns, totalDonors, countries } = stats.data;
  const count = (value: number) => value.toLocaleString('en-US');
  return (
    <section aria-label="Analytics" className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <Figure
          label="Total Funds Raised"
          icon={PiggyBank}
          value={`$${formatAmount(totalRaised, 2)}`}
          detail="Stablecoins at face value"
        />
        <Figure
          label="Active Campaigns"
          icon={Activity}
          value={count(activeCampaigns)}
          detail="Open for donations"
        />
        <Figure
          label="Total Donors"
          icon={Users}
          value={count(totalDonors)}
          detail="Distinct donor wallets"
        />
        <Figure label="Countries" icon={Globe2} value={count(countries)} detail="From campaign locations" />
      </dl>
      <p className="text-xs text-muted-foreground">
        Approved campaigns only. A campaign's country is the last part of its location ("Lagos, Nigeria" is
        Nigeria); campaigns without a location count once, as Global.
      </p>
    </section>
  );
}
