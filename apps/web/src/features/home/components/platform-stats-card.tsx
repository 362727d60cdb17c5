import { Activity, Loader2, type LucideIcon, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { useStats } from '../api/get-stats';
import { homeUsd } from './usd';

/** Total raised and active campaigns, overlapping the hero's bottom edge. */
export function PlatformStatsCard() {
  const t = useT();
  const format = useFormat();
  const { data: stats, isPending, isError } = useStats();
  if (isError) return null;
  return (
    <Card className="mx-auto grid min-h-24 w-full max-w-2xl items-center px-6 py-5 shadow-lg">
      {isPending ? (
        <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          {t('Loading stats...')}
        </p>
      ) : (
        <dl className="grid grid-cols-2 divide-x" aria-label={t('Platform stats')}>
          <StatGroup
            icon={Wallet}
            label={t('Total raised')}
            value={homeUsd(format, stats.totalRaised)}
            className="relative flex min-w-0 flex-col justify-center pe-4 sm:min-h-10 sm:ps-13"
            iconClassName="absolute top-1/2 start-0 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-secondary text-secondary-foreground sm:flex"
            valueClassName="truncate text-xl font-bold tracking-tight sm:text-2xl"
          />
          <StatGroup
            icon={Activity}
            label={t('Active campaigns')}
            value={format.count(stats.activeCampaigns)}
            className="relative flex min-w-0 flex-col justify-center ps-4 sm:min-h-10 sm:ps-19"
            iconClassName="absolute top-1/2 start-6 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-accent/15 text-accent-foreground sm:flex"
            valueClassName="text-xl font-bold tracking-tight sm:text-2xl"
          />
        </dl>
      )}
    </Card>
  );
}

interface StatGroupProps {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  /** The group; its icon sits in the group's left padding on wide screens. */
  className: string;
  /** The icon's circle: its place and colours. */
  iconClassName: string;
  valueClassName: string;
}

/** One figure: its dt (with the icon) and dd only, as a dl's div may hold (HTML; axe's
 *  definition-list rule). */
function StatGroup({ icon: Icon, label, value, className, iconClassName, valueClassName }: StatGroupProps) {
  return (
    <div className={className}>
      <dt className="text-xs text-muted-foreground sm:text-sm">
        <span className={iconClassName}>
          <Icon className="size-5" aria-hidden />
        </span>
        {label}
      </dt>
      <dd className={valueClassName}>{value}</dd>
    </div>
  );
}
