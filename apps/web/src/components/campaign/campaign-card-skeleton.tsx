import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Holds a campaign card's place while loading, at the card's own size so nothing shifts. */
export function CampaignCardSkeleton() {
  return (
    <Card aria-hidden className="flex h-full flex-col overflow-hidden" data-testid="campaign-card-skeleton">
      <Skeleton className="h-44 shrink-0 rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-3 w-1/3" />
        <div className="mt-auto flex flex-col gap-2 pt-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-2.5 w-full rounded-full" />
          <Skeleton className="h-3 w-full" />
        </div>
      </div>
    </Card>
  );
}
