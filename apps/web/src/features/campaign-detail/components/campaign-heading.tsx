import type { Campaign } from '@crowdvault/shared/api/campaign';
import { Calendar, MapPin, Megaphone, UserRound } from 'lucide-react';
import { CampaignStatusBadge } from '@/components/campaign/campaign-status-badge';
import { CATEGORY_LABELS } from '@/components/campaign/category-label';
import { Badge } from '@/components/ui/badge';
import { campaignAgeDays, vaultDaysLeft } from '@/lib/campaigns/campaign-progress';
import { type Translate, useT } from '@/lib/i18n/i18n';
import { ShareButton } from './share-button';

/** "Last update today" / "Last update N days ago": whether the creator keeps backers informed. */
export function lastUpdateLabel(t: Translate, lastUpdateAt: string, now = Date.now()): string {
  const days = campaignAgeDays(lastUpdateAt, now);
  return days === 0
    ? t('Last update today')
    : t('{days, plural, one {Last update # day ago} other {Last update # days ago}}', { days });
}

/** Badges, age, last update, title, share, creator and place. */
export function CampaignHeading({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const age = campaignAgeDays(campaign.createdAt);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{t(CATEGORY_LABELS[campaign.category])}</Badge>
        <CampaignStatusBadge
          status={campaign.status}
          isApproved={campaign.isApproved}
          rejected={campaign.moderation?.approval === 'rejected'}
          daysLeft={vaultDaysLeft(campaign)}
        />
        <span className="flex items-center gap-1 text-xs text-muted-foreground">
          <Calendar className="size-3.5" aria-hidden />
          {age === 0
            ? t('Created today')
            : t('{age, plural, one {Created # day ago} other {Created # days ago}}', { age })}
        </span>
        {campaign.lastUpdateAt && (
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <Megaphone className="size-3.5" aria-hidden />
            {lastUpdateLabel(t, campaign.lastUpdateAt)}
          </span>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h1 dir="auto" className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
          {campaign.title}
        </h1>
        <div className="shrink-0">
          <ShareButton campaign={campaign} />
        </div>
      </div>
      <p dir="auto" className="text-lg text-muted-foreground">
        {campaign.description}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <UserRound className="size-4" aria-hidden />
          {t('by')} <span className="font-medium text-foreground">{campaign.creator.username}</span>
        </span>
        <span className="flex items-center gap-1.5">
          <MapPin className="size-4" aria-hidden />
          {campaign.location ?? t('Global')}
        </span>
      </div>
    </div>
  );
}
