import type { AdminCampaign } from '@crowdvault/shared/api/admin';
import { shortenAddress } from '@crowdvault/shared/format';
import { Clock, ExternalLink, Flag, MessageSquareWarning, Star, Users } from 'lucide-react';
import { Link } from 'wouter';
import { FundingModelBadge } from '@/components/campaign/funding-model-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { type Format, useFormat } from '@/lib/i18n/format';
import { msg, type Translate, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { useUpdateCampaign } from '../api/update-campaign';
import { reasonText } from '../lib/reason-text';
import { AdminStatusBadge } from './admin-status-badge';
import { ApproveButton } from './approve-button';
import { CampaignReasonButton } from './campaign-reason-dialog';
import { FundingProgress } from './funding-progress';

/** "ends in 12 days" or "ended 3 days ago", in the reader's language ("endet in 12 Tagen"). */
export function relativeEnd(endDate: string, t: Translate, format: Format, now = new Date()): string {
  const when = format.relative(endDate);
  return new Date(endDate).getTime() > now.getTime()
    ? t('ends {when}', { when })
    : t('ended {when}', { when });
}

/** One campaign in Campaign Management (SPEC.md §2): badges, creator, vault, progress, donors, end
 *  date, and View / Feature / Approve / Flag / Details. */
export function AdminCampaignCard({ campaign }: { campaign: AdminCampaign }) {
  const t = useT();
  const format = useFormat();
  const update = useUpdateCampaign();
  const headingId = `admin-campaign-${campaign.id}`;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-center gap-1.5">
        <AdminStatusBadge campaign={campaign} />
        <FundingModelBadge fundingModel={campaign.fundingModel} fundingState={campaign.fundingState} />
        {campaign.isFeatured && (
          <Badge variant="default">
            <Star className="size-3" aria-hidden />
            {t('Featured')}
          </Badge>
        )}
        {campaign.openReports > 0 && (
          <Badge variant="destructive">
            <MessageSquareWarning className="size-3" aria-hidden />
            {t('{count, plural, one {# open report} other {# open reports}}', {
              count: campaign.openReports,
            })}
          </Badge>
        )}
        <span className="ms-auto text-xs text-muted-foreground" dir="ltr">
          #{campaign.id}
        </span>
      </div>
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="line-clamp-2 text-base leading-snug font-semibold sm:text-lg">
          <Link
            href={`/campaigns/${campaign.id}`}
            className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {campaign.title}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          {sentenceParts(t, msg('by {creator}'), {
            creator: (
              <bdi className="font-medium text-foreground" dir="auto">
                {campaign.creator.username}
              </bdi>
            ),
          })}
          <span aria-hidden> · </span>
          {campaign.walletAddress
            ? sentenceParts(t, msg('Vault {address}'), {
                address: (
                  <span className="font-mono text-xs" title={campaign.walletAddress}>
                    {shortenAddress(campaign.walletAddress)}
                  </span>
                ),
              })
            : t('No vault')}
        </p>
        {campaign.moderationReason && (
          <p className="text-xs text-destructive">
            {t('Reason: {reason}', { reason: reasonText(campaign.moderationReason, t) })}
          </p>
        )}
      </div>
      <div className="mt-auto flex flex-col gap-2">
        <FundingProgress campaign={campaign} />
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span className="flex items-center gap-1">
            <Users className="size-3.5" aria-hidden />
            {t('{count, plural, one {# donor} other {# donors}}', { count: campaign.donorCount })}
          </span>
          <span className="flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {relativeEnd(campaign.endDate, t, format)}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 border-t pt-4">
        <Button asChild variant="outline" size="sm">
          <a href={`/campaign/${campaign.id}`} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            {t('View')}
            <span className="sr-only"> {t('{title} (opens in a new tab)', { title: campaign.title })}</span>
          </a>
        </Button>
        <Button
          variant={campaign.isFeatured ? 'secondary' : 'outline'}
          size="sm"
          aria-pressed={campaign.isFeatured}
          disabled={update.isPending}
          onClick={() => update.mutate({ id: campaign.id, body: { isFeatured: !campaign.isFeatured } })}
        >
          <Star className={campaign.isFeatured ? 'fill-current' : undefined} aria-hidden />
          {campaign.isFeatured ? t('Featured') : t('Feature')}
        </Button>
        <ApproveButton campaign={campaign} variant="outline" />
        <CampaignReasonButton
          action="Flag"
          campaign={campaign}
          icon={Flag}
          disabled={campaign.status === 'flagged'}
          variant="outline"
          className="text-destructive hover:text-destructive"
        />
        <Button asChild size="sm" variant="ghost" className="sm:ms-auto">
          <Link href={`/campaigns/${campaign.id}`}>
            {t('Details')}
            <span className="sr-only"> {t('of {title}', { title: campaign.title })}</span>
          </Link>
        </Button>
      </div>
    </Card>
  );
}
