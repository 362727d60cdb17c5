import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { type AdminList, LIST_TEXTS } from '../lib/list-texts';

/** "Showing 25–48 of 130 campaigns" with Previous and Next: every admin list is paged on the server. */
export function Pager({
  offset,
  limit,
  total,
  shown,
  onOffsetChange,
  list,
}: {
  offset: number;
  limit: number;
  total: number;
  shown: number;
  onOffsetChange: (offset: number) => void;
  /** Which list is counted: its words ('campaigns'). */
  list: Exclude<AdminList, 'settings'>;
}) {
  const t = useT();
  const format = useFormat();
  if (total === 0) return null;
  const first = offset + 1;
  const last = offset + shown;
  const figure = (value: number) => (
    <span className="font-medium text-foreground tabular-nums">{format.count(value)}</span>
  );
  return (
    <nav
      aria-label={t(LIST_TEXTS[list].pages)}
      className="flex flex-col items-center justify-between gap-3 text-sm text-muted-foreground sm:flex-row"
    >
      <p aria-live="polite">
        {sentenceParts(
          (message, values) => t(message, { ...values, count: total }),
          LIST_TEXTS[list].showing,
          { first: figure(first), last: figure(last), total: figure(total) },
        )}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - limit))}
        >
          <ChevronLeft aria-hidden />
          {t('Previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={last >= total}
          onClick={() => onOffsetChange(offset + limit)}
        >
          {t('Next')}
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
