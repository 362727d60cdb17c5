import type { CampaignListItem } from '@crowdvault/shared/api/campaign';
import { cn } from '@/lib/cn';
import { CampaignCard } from './campaign-card';
import { CampaignCardSkeleton } from './campaign-card-skeleton';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Campaign cards in a responsive grid, with `skeletons` placeholders appended while loading. */
export function CampaignGrid({
  campaigns,
  skeletons = 0,
  className,
}: {
  campaigns: CampaignListItem[];
  skeletons?: number;
  className?: string;
}) {
  return (
    <ul className={cn(GRID, className)} aria-busy={skeletons > 0 || undefined}>
      {campaigns.map((campaign) => (
        <li key={campaign.id}>
          <CampaignCard campaign={campaign} />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={`skeleton-${index}`}>
          <CampaignCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
