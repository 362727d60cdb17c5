import type { CampaignListItem } from '@crowdvault/shared/api/campaign';
import { Link } from 'wouter';
import { CampaignStatusBadge } from '@/components/campaign/campaign-status-badge';
import { Progress } from '@/components/ui/progress';
import { progressPercent, vaultDaysLeft } from '@/lib/campaigns/campaign-progress';
import { useT } from '@/lib/i18n/i18n';
import { formatMoney } from '../lib/money';
import { ApprovalBadge } from './approval-badge';

/** A campaign as the overview lists it: title, badges, raised of goal. */
export function CampaignSummaryRow({ campaign }: { campaign: CampaignListItem }) {
  const t = useT();
  const percent = progressPercent(campaign.raisedAmount, campaign.goalAmount);
  return (
    <Link
      href={`/campaigns/${campaign.id}`}
      className="flex flex-col gap-2 rounded-lg p-3 transition-colors hover:bg-muted/60"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words">{campaign.title}</p>
        <div className="flex shrink-0 gap-1.5">
          {/* One badge: its review while unapproved, else where it stands (ended included). */}
          {campaign.isApproved || campaign.status === 'flagged' ? (
            <CampaignStatusBadge status={campaign.status} daysLeft={vaultDaysLeft(campaign)} />
          ) : (
            <ApprovalBadge isApproved={false} />
          )}
        </div>
      </div>
      <Progress
        value={percent}
        aria-label={t('{percent}% funded', { percent: Math.floor(percent) })}
        className="h-1.5"
      />
      <p className="text-xs text-muted-foreground tabular-nums">
        {t('{raised} of {goal}', {
          raised: formatMoney(campaign.raisedAmount, campaign.currency),
          goal: formatMoney(campaign.goalAmount, campaign.currency),
        })}
      </p>
    </Link>
  );
}
