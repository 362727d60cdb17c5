import { AlertTriangle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

// The admin's rows of four figures (Campaign Management's cards, the Analytics tab): one card,
// one grid, one loading row and one failure notice, so both pages look and behave alike.

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4';

/** One figure: label and icon, the value, a line of detail. */
export function StatCard({
  label,
  icon: Icon,
  value,
  detail,
  tone,
}: {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  detail: ReactNode;
  tone?: 'warning' | 'danger';
}) {
  return (
    // The card is the dl's group, holding only its dt (with the icon) and dd, as HTML allows.
    <Card className="flex flex-col gap-2 p-4 sm:p-5">
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        {label}
        <span
          className={cn(
            'flex size-8 items-center justify-center rounded-full bg-secondary text-secondary-foreground',
            tone === 'warning' && 'bg-warning/20 text-foreground',
            tone === 'danger' && 'bg-destructive/15 text-destructive',
          )}
        >
          <Icon className="size-4" aria-hidden />
        </span>
      </dt>
      <dd className="flex flex-col gap-1">
        <span className="text-lg font-bold tracking-tight tabular-nums [overflow-wrap:anywhere] sm:text-2xl">
          {value}
        </span>
        <span className="text-xs text-muted-foreground">{detail}</span>
      </dd>
    </Card>
  );
}

/** The cards, as a description list laid out in the grid. */
export function StatCardGrid({ children }: { children: ReactNode }) {
  return <dl className={GRID}>{children}</dl>;
}

/** Four bars where the cards will be, announced as `label` ("Loading statistics"). */
export function StatCardsLoading({ label }: { label: string }) {
  return (
    <div className={GRID} role="status" aria-label={label}>
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-28 rounded-xl" />
      ))}
    </div>
  );
}

/** Said instead of bars that would never end: `message` ("Statistics could not be loaded.") and
 *  a retry. */
export function StatCardsFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed p-4 text-sm"
    >
      <span className="flex items-center gap-2 text-muted-foreground">
        <AlertTriangle className="size-4 shrink-0" aria-hidden />
        {message}
      </span>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('Try again')}
        </Button>
      )}
    </div>
  );
}
