import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n';

/** The placeholder shown while a page's code loads: the shape of a page header and content,
 *  a full viewport tall so the footer stays below the fold and does not jump when the page arrives. */
export function PageLoader() {
  const t = useT();
  return (
    <div className="container-page min-h-dvh py-12" role="status" aria-live="polite">
      <span className="sr-only">{t('Loading...')}</span>
      <Skeleton className="h-10 w-64 max-w-full" />
      <Skeleton className="mt-4 h-5 w-96 max-w-full" />
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    </div>
  );
}
