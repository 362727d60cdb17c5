import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** "Showing 25–48 of 130" with Previous and Next: every admin list is paged on the server. */
export function Pager({
  offset,
  limit,
  total,
  shown,
  onOffsetChange,
  label,
}: {
  offset: number;
  limit: number;
  total: number;
  shown: number;
  onOffsetChange: (offset: number) => void;
  /** What is counted, e.g. 'campaigns'. */
  label: string;
}) {
  if (total === 0) return null;
  const first = offset + 1;
  const last = offset + shown;
  return (
    <nav
      aria-label={`Pages of ${label}`}
      className="flex flex-col items-center justify-between gap-3 text-sm text-muted-foreground sm:flex-row"
    >
      <p aria-live="polite">
        Showing <span className="font-medium text-foreground tabular-nums">{first}</span>–
        <span className="font-medium text-foreground tabular-nums">{last}</span> of{' '}
        <span className="font-medium text-foreground tabular-nums">{total}</span> {label}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - limit))}
        >
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={last >= total}
          onClick={() => onOffsetChange(offset + limit)}
        >
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
