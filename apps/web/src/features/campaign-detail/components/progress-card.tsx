import type { Campaign } from '@crowdvault/shared/api/campaign';
import type { ChainConfig } from '@crowdvault/shared/api/config';
import { Clock, Users } from 'lucide-react';
import { Suspense } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { progressPercent, vaultDaysLeft } from '@/lib/campaigns/campaign-progress';
import { chainNameOf } from '@/lib/config/chains';
import { useFormat } from '@/lib/i18n/format';
import { useT, withTexts } from '@/lib/i18n/i18n';
import { lazy } from '@/lib/lazy';

// Only all-or-nothing campaigns show it: its code and its sentences (the campaign's other parts'
// texts) stay out of every other campaign's page (the server's render waits for it, so a rendered
// page shows it from the first paint).
const AllOrNothingStatus = lazy(
  withTexts('campaign-parts', () =>
    import('./all-or-nothing-status').then((module) => ({ default: module.AllOrNothingStatus })),
  ),
  '@/features/campaign-detail/components/all-or-nothing-status#AllOrNothingStatus',
);

/** Raised of goal, the bar (capped at 100%), the split by network, donors and time left. `chains`
 *  are /api/config's, which name the networks. */
export function ProgressCard({ campaign, chains = [] }: { campaign: Campaign; chains?: ChainConfig[] }) {
  const t = useT();
  const format = useFormat();
  const percent = progressPercent(campaign.raisedAmount, campaign.goalAmount);
  const daysLeft = vaultDaysLeft(campaign);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        {campaign.allOrNothing && (
          <Suspense fallback={null}>
            <AllOrNothingStatus campaign={campaign} chains={chains} />
          </Suspense>
        )}
        <div className="flex flex-col gap-1">
          <p className="text-3xl font-bold tracking-tight" data-testid="raised-amount">
            {format.amount(campaign.raisedAmount, campaign.currency)}
          </p>
          <p className="text-sm text-muted-foreground">
            {/* All or nothing: only what the vault counted (decision 090) is the total. */}
            {campaign.allOrNothing
              ? t('counted of {goal} goal', { goal: format.amount(campaign.goalAmount, campaign.currency) })
              : t('raised of {goal} goal', { goal: format.amount(campaign.goalAmount, campaign.currency) })}
          </p>
          <RaisedBreakdown campaign={campaign} />
          <NetworkSplit campaign={campaign} chains={chains} />
        </div>
        <Progress
          value={percent}
          aria-label={t('{percent}% of the goal raised', { percent: Math.floor(percent) })}
        />
        <div className="grid grid-cols-3 gap-2 text-center">
          <div className="rounded-lg bg-muted/60 p-2">
            <p className="text-lg font-semibold">{format.percent(Math.floor(percent))}</p>
            <p className="text-xs text-muted-foreground">{t('funded')}</p>
          </div>
          <div className="rounded-lg bg-muted/60 p-2">
            <p className="flex items-center justify-center gap-1 text-lg font-semibold">
              <Users className="size-4 text-muted-foreground" aria-hidden />
              {format.count(campaign.donorCount)}
            </p>
            <p className="text-xs text-muted-foreground">
              {t('{count, plural, one {donor} other {donors}}', { count: campaign.donorCount })}
            </p>
          </div>
          <div className="flex flex-col justify-center rounded-lg bg-muted/60 p-2">
            <p
              className="flex items-center justify-center gap-1 text-lg font-semibold"
              data-testid="days-left"
            >
              <Clock className="size-4 text-muted-foreground" aria-hidden />
              {daysLeft > 0 ? format.count(daysLeft) : t('Ended')}
            </p>
            {daysLeft > 0 && (
              <p className="text-xs text-muted-foreground">
                {t('{days, plural, one {day left} other {days left}}', { days: daysLeft })}
              </p>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

/** Says what the total is (stablecoins at face value) with the per-token amounts one tap away,
 *  and lists the native coin apart: it has no fixed price in the goal's currency (decision 031). */
function RaisedBreakdown({ campaign }: { campaign: Campaign }) {
  const tokens = campaign.raisedByToken ?? [];
  const counted = tokens.filter((token) => token.countsTowardGoal);
  const apart = tokens.filter((token) => !token.countsTowardGoal);
  const format = useFormat();
  const t = useT();
  const amount = (token: { amount: string; currency: string }) => format.amount(token.amount, token.currency);
  return (
    <div className="flex flex-col gap-1 text-xs text-muted-foreground" data-testid="raised-breakdown">
      {counted.length > 0 ? (
        <details className="group">
          <summary className="cursor-pointer select-none hover:text-foreground">
            {t('Stablecoins at face value · by token')}
          </summary>
          <ul className="mt-1 flex flex-col gap-0.5 ps-4">
            {counted.map((token) => (
              <li key={token.currency}>{amount(token)}</li>
            ))}
          </ul>
        </details>
      ) : (
        <p>{t('Stablecoins at face value')}</p>
      )}
      {apart.length > 0 && (
        <p>{t('Also given, not in the total: {amounts}', { amounts: apart.map(amount).join(', ') })}</p>
      )}
    </div>
  );
}

/** Where the total was given (decision 060): each network's part, in the campaign's currency, the
 *  parts adding up to the total. Drawn only where the deployment serves more than one network. */
function NetworkSplit({ campaign, chains }: { campaign: Campaign; chains: ChainConfig[] }) {
  const t = useT();
  const parts = campaign.raisedByChain ?? [];
  // An all-or-nothing vault lives on one network (decision 090): nothing to split.
  if (chains.length < 2 || parts.length === 0 || campaign.allOrNothing) return null;
  return (
    <div className="mt-1 flex flex-col gap-1 text-xs" data-testid="raised-by-network">
      <p className="text-muted-foreground">{t('By network')}</p>
      <ul className="flex flex-col gap-0.5" aria-label={t('Raised by network')}>
        {parts.map((part) => (
          <li key={part.chainId} className="flex justify-between gap-2">
            <span>{chainNameOf({ chains }, part.chainId)}</span>
            <span className="font-medium tabular-nums">
              <NetworkPart amount={part.raisedAmount} currency={campaign.currency} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One network's part of the total, in the campaign's currency. */
function NetworkPart({ amount, currency }: { amount: string; currency: string }) {
  return useFormat().amount(amount, currency);
}
