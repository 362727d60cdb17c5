import { AlertTriangle, type LucideIcon } from 'lucide-react';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/http/api-error';
import { useT } from '@/lib/i18n/i18n';
import { type AdminList, LIST_TEXTS } from '../lib/list-texts';

/** A list that could not load: "Error loading <what>", the server's message or a fallback, and a
 *  retry. */
export function ListError({
  what,
  query,
}: {
  /** The list that failed to load. */
  what: AdminList;
  query: { error: unknown; refetch: () => unknown };
}) {
  const t = useT();
  const texts = LIST_TEXTS[what];
  const fallback = t(texts.errorFallback);
  // The server's own message is in the request's language already (decision 137).
  const message = isApiError(query.error) ? (query.error.serverMessage ?? fallback) : fallback;
  return (
    <EmptyState
      icon={AlertTriangle}
      headingLevel="h2"
      title={t(texts.errorTitle)}
      description={message}
      action={
        <Button variant="outline" onClick={() => query.refetch()}>
          {t('Try again')}
        </Button>
      }
    />
  );
}

export function ListEmpty({
  icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
}) {
  return <EmptyState icon={icon} headingLevel="h2" title={title} description={description} />;
}

/** Rows of grey bars while a table loads. */
export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  const t = useT();
  return (
    <div
      className="flex flex-col gap-2 rounded-xl border bg-card p-4"
      role="status"
      aria-label={t('Loading')}
    >
      <Skeleton className="h-6 w-1/3" />
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="h-10" />
      ))}
    </div>
  );
}
