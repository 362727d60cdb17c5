import type { PledgeView } from '@crowdvault/shared/api/pledge';
import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n/format';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { isDue } from '../api/pledges';
import { formatMoment, isRunning, money, type PledgeTone, pledgeStatusText } from '../lib/pledge-status';
import { useCancelPledge } from '../use-cancel-pledge';

const BADGE: Record<PledgeTone, 'success' | 'warning' | 'destructive' | 'secondary'> = {
  success: 'success',
  warning: 'warning',
  danger: 'destructive',
  muted: 'secondary',
};

/** One pledge as its donor sees it: campaign, amount, token and network, state with why, the next
 *  collection, and Cancel (the wallet signs; no gas) behind a confirmation. */
export function PledgeItem({
  pledge,
  networkName,
  showCampaign = true,
  cancellable = true,
}: {
  pledge: PledgeView;
  networkName: string;
  showCampaign?: boolean;
  /** Offer the wallet's Cancel (the cancel page offers its one-click link instead when valid). */
  cancellable?: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const status = pledgeStatusText(pledge, t, format);
  const { state, cancel } = useCancelPledge();
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The question replaces the button pressed: the focus goes to its answer, not to the page.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const detailId = useId();
  const running = isRunning(pledge) && state.status !== 'done';
  const count = pledge.untilCancelled
    ? t('{collected} collected so far, until you cancel (at most {periods})', {
        collected: pledge.collectedPeriods,
        periods: pledge.periods,
      })
    : t('{collected} of {periods} collected', {
        collected: pledge.collectedPeriods,
        periods: pledge.periods,
      });
  const amount = money(pledge.amount, pledge.token, format);
  return (
    <div className="flex flex-col gap-2" data-testid="pledge-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {showCampaign && (
            <Link href={`/campaign/${pledge.campaignId}`} className="font-medium hover:underline">
              {pledge.campaignTitle}
            </Link>
          )}
          <p className={showCampaign ? 'text-sm text-muted-foreground' : 'font-medium'}>
            {pledge.cadence === 'weekly'
              ? t('{amount} weekly · {network}', { amount, network: networkName })
              : t('{amount} monthly · {network}', { amount, network: networkName })}
            {/* As My Donations marks the periods it collected (issue 40: the donor's own choice). */}
            {pledge.isAnonymous && ` · ${t('Anonymous')}`}
          </p>
        </div>
        <Badge variant={BADGE[state.status === 'done' ? 'muted' : status.tone]}>
          {state.status === 'done' ? t('Cancelled') : status.label}
        </Badge>
      </div>
      {running &&
        pledge.nextCollectionAt &&
        pledge.nextAmount &&
        !pledge.deferred &&
        (isDue(pledge) ? (
          // Due now (right after the start, or a period's first pass): no "next collection" dated now.
          <p className="text-sm">
            {sentenceParts(t, msg('{amount} is being collected now.'), {
              amount: <span className="font-medium">{money(pledge.nextAmount, pledge.token, format)}</span>,
            })}
          </p>
        ) : (
          <p className="text-sm">
            {sentenceParts(t, msg('Next collection: {amount} on {date}'), {
              amount: <span className="font-medium">{money(pledge.nextAmount, pledge.token, format)}</span>,
              date: (
                <time dateTime={pledge.nextCollectionAt} className="font-medium">
                  {formatMoment(pledge.nextCollectionAt, format)}
                </time>
              ),
            })}
          </p>
        ))}
      {status.detail && state.status !== 'done' && (
        <p id={detailId} className="text-sm text-muted-foreground">
          {status.detail}
        </p>
      )}
      <p className="text-xs text-muted-foreground">{count}</p>
      {state.status === 'done' && (
        <p className="text-sm" role="status">
          {t('Cancelled. Nothing more is collected.')}
        </p>
      )}
      {state.status === 'failed' && (
        <p className="text-sm text-destructive" role="alert">
          {state.error}
        </p>
      )}
      {running &&
        cancellable &&
        (confirming ? (
          <div className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 p-3">
            <p className="w-full text-sm">
              {pledge.cadence === 'weekly'
                ? t(
                    'Cancel this weekly gift? Your wallet signs a message (no gas) and nothing more is collected.',
                  )
                : t(
                    'Cancel this monthly gift? Your wallet signs a message (no gas) and nothing more is collected.',
                  )}
            </p>
            <Button
              ref={confirmButton}
              size="sm"
              variant="destructive"
              disabled={state.status === 'pending'}
              onClick={() => void cancel(pledge)}
            >
              {state.status === 'pending' && <Loader2 className="animate-spin" aria-hidden />}
              {state.status === 'pending' ? t('Cancelling...') : t('Yes, cancel it')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              {t('Keep giving')}
            </Button>
          </div>
        ) : (
          <div>
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              {pledge.cadence === 'weekly' ? t('Cancel weekly gift') : t('Cancel monthly gift')}
            </Button>
          </div>
        ))}
    </div>
  );
}
