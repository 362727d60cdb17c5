import type { Campaign } from '@crowdvault/shared/api/campaign';
import { displayPlaces, formatAmount } from '@crowdvault/shared/format';
import { Clock, Users } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { daysLeftLabel, progressPercent } from '@/lib/campaigns/campaign-progress';

/** Raised of goal, the bar (capped at 100%), donors and time left. */
export function ProgressCard({ campaign }: { campaign: Campaign }) {
  const places = displayPlaces(campaign.currency);
  const percent = progressPercent(campaign.raisedAmount, campaign.goalAmount);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex flex-col gap-1">
          <p className="text-3xl font-bold tracking-tight" data-testid="raised-amount">
            {formatAmount(campaign.raisedAmount, places)} {campaign.currency}
          </p>
          <p className="text-sm text-muted-foreground">
            raised of {formatAmount(campaign.goalAmount, places)} {campaign.currency} goal
          </p>
        </div>
        <Progress value={percent} aria-label={`${Math.floor(percent)}% of the goal raised`} />
        <div className="grid grid-cols-3 gap-2 text-center">
          <div className="rounded-lg bg-muted/60 p-2">
            <p className="text-lg font-semibold">{Math.floor(percent)}%</p>
            <p className="text-xs text-muted-foreground">funded</p>
          </div>
          <div className="rounded-lg bg-muted/60 p-2">
            <p className="flex items-center justify-center gap-1 text-lg font-semibold">
              <Users className="size-4 text-muted-foreground" aria-hidden />
              {campaign.donorCount}
            </p>
            <p className="text-xs text-muted-foreground">{campaign.donorCount === 1 ? 'donor' : 'donors'}</p>
          </div>
          <div className="rounded-lg bg-muted/60 p-2">
            <p className="flex items-center justify-center gap-1 text-lg font-semibold">
              <Clock className="size-4 text-muted-foreground" aria-hidden />
              {campaign.daysLeft}
            </p>
            <p className="text-xs text-muted-foreground">
              {daysLeftLabel(campaign.daysLeft).replace(/^\d+ /, '')}
            </p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
