import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n';

/** The detail page's shape while it loads. */
export function CampaignDetailSkeleton() {
  const t = useT();
  return (
    <div className="container-page py-8 sm:py-12" aria-busy="true" data-testid="campaign-detail-skeleton">
      <span className="sr-only" role="status">
        {t('Loading campaign...')}
      </span>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <Skeleton className="aspect-[2/1] w-full rounded-xl" />
          <div className="flex gap-2">
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
          <Skeleton className="h-10 w-4/5" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-40 w-full" />
        </div>
        <div className="flex flex-col gap-6">
          <Skeleton className="h-96 rounded-xl" />
          <Skeleton className="h-52 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      </div>
    </div>
  );
}
