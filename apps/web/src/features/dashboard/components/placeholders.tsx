import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n';

/** `count` grey blocks (`itemClassName` sizes them) in the layout of the list that is loading, then
 *  any other placeholder as children. */
export function Placeholders({
  count,
  className,
  itemClassName,
  children,
}: {
  count: number;
  className: string;
  itemClassName: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className={className} role="status" aria-label={t('Loading')}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className={itemClassName} />
      ))}
      {children}
    </div>
  );
}

/** One grey block (`className` sizes it) where a form or panel is loading. */
export function LoadingBlock({ className }: { className: string }) {
  const t = useT();
  return <Skeleton className={className} role="status" aria-label={t('Loading')} />;
}
