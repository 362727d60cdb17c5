import type { DashboardSummary, MoneyTotal } from '@crowdvault/shared/api/dashboard';
import { Activity, HandHeart, type LucideIcon, PiggyBank, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useChains } from '@/lib/config/chains';
import { useFormat } from '@/lib/i18n/format';
import { msg, useT } from '@/lib/i18n/i18n';
import { moneyByNetwork } from '@/lib/money-by-network';
import { Placeholders } from './placeholders';

function StatCard({
  label,
  icon: Icon,
  value,
  detail,
}: {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  detail?: ReactNode;
}) {
  return (
    // The card is the dl's group: it holds the dt and the dd and nothing else (the icon is in the
    // dt), as a dl's div may (HTML; axe's definition-list rule).
    <Card className="flex min-h-32 flex-col gap-2 p-5">
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        {label}
        <span className="flex size-9 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Icon className="size-4" aria-hidden />
        </span>
      </dt>
      <dd className="flex flex-col gap-1.5">
        <span className="text-2xl font-bold tracking-tight tabular-nums">{value}</span>
        {detail}
      </dd>
    </Card>
  );
}

/** Stablecoins at face value, then the per-currency amounts it came from (and any native coin,
 *  which the total leaves out), each naming its network when there are several: never adds units
 *  of different tokens. */
function MoneyBreakdown({ total }: { total: MoneyTotal }) {
  const { nameOf } = useChains();
  const t = useT();
  if (total.byCurrency.length === 0)
    return <span className="text-xs text-muted-foreground">{t('Nothing yet')}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('By currency')}>
      {moneyByNetwork(total.byCurrency, nameOf).map((line) => (
        <li
          key={line.key}
          className="rounded-md bg-muted px-1.5 py-0.5 text-xs font-medium text-muted-foreground tabular-nums"
        >
          {line.text}
        </li>
      ))}
    </ul>
  );
}

/** A card whose figure is a sum of money, split by currency under it. */
function MoneyCard({ label, icon, total }: { label: string; icon: LucideIcon; total: MoneyTotal }) {
  const format = useFormat();
  return (
    <StatCard
      label={label}
      icon={icon}
      value={format.usd(total.stablecoinTotal)}
      detail={<MoneyBreakdown total={total} />}
    />
  );
}

// The count cards' words: what is counted, and the line under the figure.
const COUNTS = {
  activeCampaigns: { label: msg('Active Campaigns'), icon: Activity, note: msg('Open for donations') },
  campaignsSupported: { label: msg('Campaigns Supported'), icon: Wallet, note: msg('Campaigns you gave to') },
};

/** A card whose figure is a count, with a line saying what is counted. */
function CountCard({
  label,
  icon,
  count,
  note,
}: {
  label: string;
  icon: LucideIcon;
  count: number;
  note: string;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <StatCard
      label={t(label)}
      icon={icon}
      value={format.count(count)}
      detail={<span className="text-xs text-muted-foreground">{t(note)}</span>}
    />
  );
}

/** The overview's four cards (SPEC.md §2), for someone who has started a campaign. Someone who has
 *  not gets what a donor has, donated and supported, and no "Total Raised $0.00" for campaigns they
 *  never ran. `hasCampaigns` undefined: not known yet, so the cards keep their place. */
export function SummaryCards({
  summary,
  hasCampaigns,
}: {
  summary: DashboardSummary | undefined;
  hasCampaigns: boolean | undefined;
}) {
  const t = useT();
  if (!summary || hasCampaigns === undefined) {
    return (
      <Placeholders
        count={4}
        className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4"
        itemClassName="h-32 rounded-xl"
      />
    );
  }
  const donorCards = (
    <>
      <MoneyCard label={t('Total Donated')} icon={HandHeart} total={summary.totalDonated} />
      <CountCard {...COUNTS.campaignsSupported} count={summary.campaignsSupported} />
    </>
  );
  if (!hasCampaigns) return <dl className="grid gap-4 sm:grid-cols-2">{donorCards}</dl>;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
      <MoneyCard label={t('Total Raised')} icon={PiggyBank} total={summary.totalRaised} />
      <CountCard {...COUNTS.activeCampaigns} count={summary.activeCampaigns} />
      {donorCards}
    </dl>
  );
}
