import { Skeleton } from '@/components/ui/skeleton';

/** The summary's shape while it loads (four figures, the treasury and indexer cards, the table by
 *  token), each block about as tall as what replaces it, so the sections below do not jump. */
export function TransparencySummarySkeleton() {
  return (
    <>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-hidden>
        {['raised', 'withdrawn', 'fees', 'vaults'].map((key) => (
          <Skeleton key={key} className="h-[100px] rounded-xl lg:h-[90px]" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2" aria-hidden>
        <Skeleton className="h-[189px] rounded-xl" />
        <Skeleton className="h-[189px] rounded-xl" />
      </div>
      <div className="flex flex-col gap-3" aria-hidden>
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-[240px] rounded-xl lg:h-[220px]" />
      </div>
    </>
  );
}

/** The platform reconciliation's shape while the chain is read: its line and its table. */
export function ReconciliationSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden>
      <Skeleton className="h-5 w-3/4 max-w-md" />
      <Skeleton className="h-[300px] rounded-xl lg:h-[244px]" />
    </div>
  );
}
