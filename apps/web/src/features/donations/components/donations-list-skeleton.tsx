import { Skeleton } from '@/components/ui/skeleton';

/** The Donations tab while its list (or the list's code, loaded when the tab opens) is on its way. */
export function DonationsListSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden>
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
    </div>
  );
}
