import {
  ANALYTICS_RANGES,
  type AnalyticsRange,
  type CreatorAnalytics,
  type PledgeAnalytics,
} from '@crowdvault/shared/api/analytics';
import { displayPlaces, shortenAddress } from '@crowdvault/shared/format';
import { Download } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { DateField } from '@/components/data/date-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { isApiError } from '@/lib/http/api-error';
import { activeFormat, useFormat } from '@/lib/i18n/format';
import { msg, useT } from '@/lib/i18n/i18n';
import { downloadDonationsCsv, useAnalytics, usePledgeAnalytics } from '../api/analytics';
import { useMyCampaigns } from '../api/get-my-campaigns';
import { chartDays, formatUsd, percentOf } from '../lib/analytics-series';
import { LoadError } from './load-error';

const RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7': msg('7 days'),
  '30': msg('30 days'),
  '90': msg('90 days'),
  all: msg('All'),
};
const PRIMARY = 'var(--color-primary)';
const MUTED = 'var(--color-muted-foreground)';
const ACCENT = 'var(--color-success)';
const AXIS = { fontSize: 12, fill: MUTED };

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="flex flex-col">
        <span className="text-xl font-bold tracking-tight tabular-nums">{value}</span>
        {detail && <span className="text-xs text-muted-foreground">{detail}</span>}
      </dd>
    </Card>
  );
}

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4 sm:p-5">
      <h2 className="text-base font-semibold">{title}</h2>
      {/* A fixed height: the charts size to the card's width only. */}
      <div className="h-56 w-full min-w-0" role="img" aria-label={title}>
        {children}
      </div>
    </Card>
  );
}

const CHARTS = { area: AreaChart, bar: BarChart, line: LineChart };

/** A chart of the days in its card: the grid (no vertical lines between bars), the days' axis, a
 *  count axis or, with `money`, a money axis (up to `goal` at least, when given) and tooltip; then
 *  `children`, the chart's own marks. */
function DayChart({
  title,
  type,
  days,
  money,
  goal,
  children,
}: {
  title: string;
  type: keyof typeof CHARTS;
  days: ReturnType<typeof chartDays>;
  money?: (value: number) => string;
  goal?: number;
  children: React.ReactNode;
}) {
  const Chart = CHARTS[type];
  return (
    <ChartCard title={title}>
      <ResponsiveContainer width="100%" height="100%">
        <Chart data={days} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={type !== 'bar'} />
          <XAxis dataKey="label" tick={AXIS} minTickGap={24} />
          {money ? (
            <YAxis
              tick={AXIS}
              tickFormatter={money}
              width={64}
              domain={goal === undefined ? undefined : [0, (max: number) => Math.max(max, goal)]}
            />
          ) : (
            <YAxis tick={AXIS} allowDecimals={false} width={32} />
          )}
          {money ? <Tooltip formatter={(value) => money(Number(value))} /> : <Tooltip />}
          {children}
        </Chart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function Charts({ analytics }: { analytics: CreatorAnalytics }) {
  const days = useMemo(() => chartDays(analytics), [analytics]);
  const t = useT();
  const goal = Number(analytics.goal);
  // An axis's and a tooltip's whole dollars, drawn from numbers (the exact figures are beside them).
  const money = (value: number) => activeFormat().usd(String(Math.round(value)), 0);
  return (
    <div className="grid gap-4 xl:grid-cols-2" data-testid="analytics-charts">
      <DayChart
        title={t('Raised over time against the goal')}
        type="area"
        days={days}
        money={money}
        goal={goal}
      >
        {goal > 0 && (
          <ReferenceLine
            y={goal}
            stroke={ACCENT}
            strokeDasharray="6 4"
            label={{ value: t('Goal'), fill: MUTED, fontSize: 12, position: 'insideTopLeft' }}
          />
        )}
        <Area
          type="monotone"
          dataKey="raised"
          name={t('Raised')}
          stroke={PRIMARY}
          fill={PRIMARY}
          fillOpacity={0.15}
        />
      </DayChart>
      <DayChart title={t('Donations per day')} type="bar" days={days}>
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="wallet" name={t("From the app's wallet flow")} stackId="gifts" fill={PRIMARY} />
        <Bar dataKey="direct" name={t('Sent straight to the vault')} stackId="gifts" fill={MUTED} />
      </DayChart>
      <DayChart title={t('Raised per day')} type="bar" days={days} money={money}>
        <Bar dataKey="amount" name={t('Raised')} fill={ACCENT} />
      </DayChart>
      <DayChart title={t('Followers over time')} type="line" days={days}>
        <Line type="stepAfter" dataKey="followers" name={t('Followers')} stroke={PRIMARY} dot={false} />
      </DayChart>
    </div>
  );
}

function Tables({ analytics }: { analytics: CreatorAnalytics }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <h2 className="text-base font-semibold">{t('By token')}</h2>
        {analytics.byToken.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('No donations in this range.')}</p>
        ) : (
          <table className="w-full text-sm">
            <thead className="text-start text-xs text-muted-foreground">
              <tr>
                <th className="py-1 font-medium">{t('Token')}</th>
                <th className="py-1 text-end font-medium">{t('Gifts')}</th>
                <th className="py-1 text-end font-medium">{t('Amount')}</th>
              </tr>
            </thead>
            <tbody>
              {analytics.byToken.map((row) => (
                <tr key={row.token} className="border-t">
                  <td className="py-1.5 font-medium">{row.token}</td>
                  <td className="py-1.5 text-end tabular-nums">{format.count(row.count)}</td>
                  <td className="py-1.5 text-end tabular-nums">
                    {format.decimal(row.amount, displayPlaces(row.token))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <h2 className="text-base font-semibold">{t('Top donors')}</h2>
        <p className="text-xs text-muted-foreground">
          {t('Named donors only: anonymous gifts stay anonymous.')}
        </p>
        {analytics.topDonors.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('No named donors in this range.')}</p>
        ) : (
          <ol className="flex flex-col">
            {analytics.topDonors.map((donor, index) => (
              <li
                key={donor.address}
                className="flex items-center justify-between gap-3 border-t py-1.5 text-sm"
              >
                <span className="font-mono text-xs" title={donor.address}>
                  {index + 1}. {shortenAddress(donor.address)}
                </span>
                <span className="tabular-nums">
                  {formatUsd(donor.amount)}
                  <span className="ms-1 text-xs text-muted-foreground">
                    {t('{count, plural, one {(# gift)} other {(# gifts)}}', { count: donor.count })}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}

const PLEDGE_STATES: { key: keyof PledgeAnalytics['states']; label: string }[] = [
  { key: 'active', label: msg('Active') },
  { key: 'pastDue', label: msg('Past due') },
  { key: 'lapsed', label: msg('Lapsed') },
  { key: 'cancelled', label: msg('Cancelled') },
  { key: 'completed', label: msg('Completed') },
  { key: 'stopped', label: msg('Stopped') },
];

/** Monthly giving now (issue 32): recurring revenue per 30 days and how many pledges are in each
 *  state; a campaign that ended stopped its pledges, and the card says so. */
function MonthlyGiving({ campaignId }: { campaignId: number | null }) {
  const t = useT();
  const format = useFormat();
  const pledges = usePledgeAnalytics(campaignId);
  const data = pledges.data;
  const total = data ? Object.values(data.states).reduce((sum, count) => sum + count, 0) : 0;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" aria-labelledby="monthly-giving-title">
      <h2 id="monthly-giving-title" className="text-base font-semibold">
        {t('Monthly giving')}
      </h2>
      {pledges.isPending ? (
        <Skeleton className="h-24" role="status" aria-label={t('Loading monthly giving')} />
      ) : !data ? (
        <LoadError what={msg('Monthly giving')} onRetry={() => void pledges.refetch()} />
      ) : total === 0 ? (
        <p className="text-sm text-muted-foreground">{t('No monthly pledges yet.')}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <dl className="flex flex-col gap-1">
            <dt className="text-xs font-medium text-muted-foreground">{t('Monthly recurring')}</dt>
            <dd className="flex flex-col">
              <span className="text-xl font-bold tracking-tight tabular-nums">
                {formatUsd(data.monthlyRecurring)}
                <span className="ms-1 text-sm font-normal text-muted-foreground">{t('per month')}</span>
              </span>
              <span className="text-xs text-muted-foreground">
                {t('{count, plural, one {# running pledge} other {# running pledges}}', {
                  count: data.states.active + data.states.pastDue,
                })}
                {data.states.pastDue > 0 &&
                  ` · ${t('{amount} past due', { amount: formatUsd(data.pastDue) })}`}
              </span>
            </dd>
            {data.byToken.length > 0 && (
              <dd>
                <ul className="flex flex-col text-sm" aria-label={t('Monthly recurring by token')}>
                  {data.byToken.map((row) => (
                    <li key={row.token} className="flex justify-between gap-3 border-t py-1 tabular-nums">
                      <span className="font-medium">{row.token}</span>
                      <span>{format.decimal(row.amount, displayPlaces(row.token))}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            )}
          </dl>
          <div className="flex min-w-0 flex-col gap-2">
            <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label={t('Pledges by state')}>
              {PLEDGE_STATES.map(({ key, label }) => (
                <div key={key} className="flex flex-col rounded-md border px-2 py-1.5">
                  <dt className="text-xs text-muted-foreground">{t(label)}</dt>
                  <dd className="text-base font-semibold tabular-nums">{format.count(data.states[key])}</dd>
                </div>
              ))}
            </dl>
            {data.stoppedByCampaignEnd > 0 && (
              <p className="text-sm text-muted-foreground" role="note">
                {t(
                  '{count, plural, one {# pledge was stopped because their campaign ended: nothing more is collected from them, and their donors were told.} other {# pledges were stopped because their campaign ended: nothing more is collected from them, and their donors were told.}}',
                  { count: data.stoppedByCampaignEnd },
                )}
              </p>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}

function CsvExport({ campaignId }: { campaignId: number }) {
  const t = useT();
  const id = useId();
  const today = new Date().toISOString().slice(0, 10);
  const [from, setFrom] = useState(() => new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10));
  const [to, setTo] = useState(today);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!from || !to || from > to) return setError(t('Choose a start day on or before the end day.'));
    setError(null);
    setPending(true);
    try {
      await downloadDonationsCsv(campaignId, from, to);
    } catch (caught) {
      setError((isApiError(caught) && caught.serverMessage) || t('The export failed. Please try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <h2 className="text-base font-semibold">{t('Export donations (CSV)')}</h2>
      <p className="text-xs text-muted-foreground">
        {t(
          'Time, block, transaction, donor (or Anonymous), token, amount and message of every donation in the chosen UTC days.',
        )}
      </p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t('Export donations')}>
        <DateField id={`${id}-from`} label={t('From')} value={from} max={today} onChange={setFrom} />
        <DateField id={`${id}-to`} label={t('To')} value={to} max={today} onChange={setTo} />
        <Button type="submit" disabled={pending}>
          <Download aria-hidden />
          {pending ? t('Preparing...') : t('Download CSV')}
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </Card>
  );
}

/** `/dashboard/analytics`: the creator's figures and charts, per campaign or for all, with the
 *  donations export. This module (and the charting library) loads only on this page. */
export function AnalyticsSection() {
  const t = useT();
  const format = useFormat();
  const campaigns = useMyCampaigns();
  const [range, setRange] = useState<AnalyticsRange>('30');
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const analytics = useAnalytics(range, campaignId);
  const selectId = useId();
  const data = analytics.data;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={selectId}>{t('Campaign')}</Label>
          <NativeSelect
            id={selectId}
            value={campaignId ?? ''}
            onChange={(event) => setCampaignId(event.target.value ? Number(event.target.value) : null)}
            className="sm:w-80"
          >
            <option value="">{t('All my campaigns')}</option>
            {(campaigns.data ?? []).map((campaign) => (
              <option key={campaign.id} value={campaign.id}>
                {campaign.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        <fieldset aria-label={t('Range')} className="inline-flex self-start rounded-lg border p-0.5">
          {ANALYTICS_RANGES.map((value) => (
            <Button
              key={value}
              type="button"
              size="sm"
              variant="ghost"
              aria-pressed={range === value}
              className={cn('h-8 px-3', range === value && 'bg-secondary text-secondary-foreground')}
              onClick={() => setRange(value)}
            >
              {t(RANGE_LABELS[value])}
            </Button>
          ))}
        </fieldset>
      </div>
      {analytics.isPending ? (
        <Skeleton className="h-96" role="status" aria-label={t('Loading')} />
      ) : !data ? (
        <LoadError what={msg('Your analytics')} onRetry={() => void analytics.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
            <Figure
              label={t('Raised')}
              value={formatUsd(data.raised)}
              detail={t('{percent} of {goal}', {
                percent: percentOf(data.raised, data.goal),
                goal: formatUsd(data.goal),
              })}
            />
            <Figure
              label={t('Gifts in range')}
              value={format.count(data.gifts.count)}
              detail={t('{wallet} via the app · {direct} direct', {
                wallet: format.count(data.gifts.walletCount),
                direct: format.count(data.gifts.directCount),
              })}
            />
            <Figure label={t('Average gift')} value={formatUsd(data.gifts.average)} />
            <Figure label={t('Median gift')} value={formatUsd(data.gifts.median)} />
            <Figure
              label={t('Donors in range')}
              value={format.count(data.donors.total)}
              detail={t('{new} new · {returning} returning', {
                new: format.count(data.donors.new),
                returning: format.count(data.donors.returning),
              })}
            />
            <Figure label={t('Followers')} value={format.count(data.followers)} />
          </dl>
          <p className="text-xs text-muted-foreground">
            {t(
              '{from} to {to} (UTC). Stablecoins at face value; the native coin is listed by token but counts in no total.',
              { from: data.from, to: data.to },
            )}
          </p>
          <Charts analytics={data} />
          <Tables analytics={data} />
        </>
      )}
      <MonthlyGiving campaignId={campaignId} />
      {campaignId !== null ? (
        <CsvExport campaignId={campaignId} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {t('Choose a campaign to export its donations as CSV.')}
        </p>
      )}
    </div>
  );
}
