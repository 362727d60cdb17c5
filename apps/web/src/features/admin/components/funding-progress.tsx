import type { AdminCampaign } from '@crowdvault/shared/api/admin';
import { Progress } from '@/components/ui/progress';
import { progressPercent } from '@/lib/campaigns/campaign-progress';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';

/** Raised against the goal, then the bar: small on a campaign's card, `large` in its Funding tab. */
export function FundingProgress({
  campaign,
  large = false,
}: {
  campaign: Pick<AdminCampaign, 'raisedAmount' | 'goalAmount' | 'currency'>;
  large?: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const percent = progressPercent(campaign.raisedAmount, campaign.goalAmount);
  const shown = format.percent(percent, 1);
  return (
    <>
      <p className={cn('flex flex-wrap items-baseline justify-between', large ? 'gap-2' : 'gap-x-2 text-sm')}>
        <span
          className={large ? 'text-2xl font-bold tabular-nums' : 'font-semibold tabular-nums'}
          data-testid={large ? 'admin-raised-amount' : 'admin-card-raised'}
        >
          {format.amount(campaign.raisedAmount, campaign.currency)}
        </span>
        <span className={cn(large && 'text-sm', 'text-muted-foreground tabular-nums')}>
          {t('of {goal} · {percent}', {
            goal: format.amount(campaign.goalAmount, campaign.currency),
            percent: shown,
          })}
        </span>
      </p>
      <Progress value={percent} aria-label={t('{percent} funded', { percent: shown })} />
    </>
  );
}
