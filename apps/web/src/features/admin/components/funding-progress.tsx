import type { AdminCampaign } from '@crowdvault/shared/api/admin';
import { displayPlaces, formatAmount } from '@crowdvault/shared/format';
import { Progress } from '@/components/ui/progress';
import { progressPercent } from '@/lib/campaigns/campaign-progress';
import { cn } from '@/lib/cn';

/** Raised against the goal, then the bar: small on a campaign's card, `large` in its Funding tab. */
export function FundingProgress({
  campaign,
  large = false,
}: {
  campaign: Pick<AdminCampaign, 'raisedAmount' | 'goalAmount' | 'currency'>;
  large?: boolean;
}) {
  const places = displayPlaces(campaign.currency);
  const percent = progressPercent(campaign.raisedAmount, campaign.goalAmount);
  return (
    <>
      <p className={cn('flex flex-wrap items-baseline justify-between', large ? 'gap-2' : 'gap-x-2 text-sm')}>
        <span
          className={large ? 'text-2xl font-bold tabular-nums' : 'font-semibold tabular-nums'}
          data-testid={large ? 'admin-raised-amount' : undefined}
        >
          {formatAmount(campaign.raisedAmount, places)} {campaign.currency}
        </span>
        <span className={cn(large && 'text-sm', 'text-muted-foreground tabular-nums')}>
          of {formatAmount(campaign.goalAmount, places)} · {percent.toFixed(1)}%
        </span>
      </p>
      <Progress value={percent} aria-label={`${percent.toFixed(1)}% funded`} />
    </>
  );
}
