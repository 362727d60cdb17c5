import type { CampaignListItem } from '@crowdvault/shared/api/campaign';
import { displayPlaces } from '@crowdvault/shared/format';
import { Clock, MapPin, Users } from 'lucide-react';
import { Link } from 'wouter';
import { StaticRegion } from '@/components/layout/static-region';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { progressPercent, vaultDaysLeft } from '@/lib/campaigns/campaign-progress';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { CampaignCover } from './campaign-cover';
import { CampaignStatusBadge } from './campaign-status-badge';
import { CATEGORY_LABELS } from './category-label';

/** A campaign in a grid: cover, category, title, short description, progress and time left.
 *  The whole card is one link to the campaign: the title's link stretches over it (::after), and
 *  its keyboard focus ring is drawn on that overlay, inset because the card clips its overflow. */
export function CampaignCard({ campaign }: { campaign: CampaignListItem }) {
  const t = useT();
  const format = useFormat();
  const percent = progressPercent(campaign.raisedAmount, campaign.goalAmount);
  const places = displayPlaces(campaign.currency);
  const daysLeft = vaultDaysLeft(campaign);
  const bodyKey = [
    campaign.description,
    campaign.location,
    campaign.raisedAmount,
    campaign.goalAmount,
    campaign.donorCount,
    daysLeft,
  ].join('|');
  return (
    <Card className="group relative flex h-full flex-col overflow-hidden transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative h-44 shrink-0 overflow-hidden">
        <CampaignCover
          campaign={campaign}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          maxWidth={480}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <div className="absolute top-3 start-3 flex flex-wrap gap-1.5">
          <Badge variant="outline" className="border-transparent bg-card/90 text-foreground shadow-sm">
            {t(CATEGORY_LABELS[campaign.category])}
          </Badge>
          {campaign.isFeatured && (
            <Badge className="shadow-sm" variant="default">
              {t('Featured')}
            </Badge>
          )}
        </div>
        {(campaign.status !== 'active' || daysLeft <= 0) && (
          <CampaignStatusBadge
            status={campaign.status}
            daysLeft={daysLeft}
            className="absolute top-3 end-3 shadow-sm"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 dir="auto" className="line-clamp-2 text-lg leading-snug font-semibold">
          <Link
            href={`/campaign/${campaign.id}`}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring"
          >
            {campaign.title}
          </Link>
        </h3>
        {/* The card's body is text that nothing changes once drawn: kept as the server wrote it,
            never hydrated (issue 42); new figures mount it afresh under their own key. */}
        <StaticRegion key={bodyKey} className="contents">
          <p dir="auto" className="line-clamp-2 text-sm text-muted-foreground">
            {campaign.description}
          </p>
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <MapPin className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{campaign.location ?? t('Global')}</span>
          </p>
          <div className="mt-auto flex flex-col gap-2 pt-2">
            <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
              <span className="font-semibold">
                {format.amount(campaign.raisedAmount, campaign.currency, places)}
              </span>
              <span className="text-muted-foreground">
                {t('of {goal}', { goal: format.decimal(campaign.goalAmount, places) })}
              </span>
            </p>
            <Progress value={percent} aria-label={t('{percent}% funded', { percent: Math.floor(percent) })} />
            <div className="flex items-center justify-between text-xs text-muted-foreground">
              <span className="flex items-center gap-1">
                <Users className="size-3.5" aria-hidden />
                {t('{count, plural, one {# donor} other {# donors}}', { count: campaign.donorCount })}
              </span>
              <span className="flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden />
                {/* daysLeftLabel's words (SPEC.md §2), as one plural message a language can inflect. */}
                {daysLeft <= 0
                  ? t('Ended')
                  : t('{days, plural, one {# day left} other {# days left}}', { days: daysLeft })}
              </span>
            </div>
          </div>
        </StaticRegion>
      </div>
    </Card>
  );
}
