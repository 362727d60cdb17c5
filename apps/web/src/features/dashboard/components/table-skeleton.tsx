import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n';

/** Rows of placeholders the height of a table's rows, so the table does not jump in. */
export function TableSkeleton({ rows }: { rows: number }) {
  const t = useT();
  return (
    <div className="flex flex-col divide-y" role="status" aria-label={t('Loading')}>
      <div className="flex h-10 items-center gap-4 px-4">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="ms-auto h-3 w-16" />
      </div>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="flex h-16 items-center gap-4 px-4">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="ms-auto h-8 w-24" />
        </div>
      ))}
    </div>
  );
}
