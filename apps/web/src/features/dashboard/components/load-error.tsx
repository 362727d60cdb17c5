import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';

/** What a dashboard section shows when its data could not be loaded. `what` is an English text
 *  marked with `msg` ("Your campaigns"), translated here. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center"
      role="alert"
    >
      <AlertCircle className="size-6 text-destructive" aria-hidden />
      <p className="text-sm text-muted-foreground">
        {t('{what} could not be loaded. Please try again.', { what: t(what) })}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </div>
  );
}
