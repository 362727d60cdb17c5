import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** What a dashboard section shows when its data could not be loaded. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center"
      role="alert"
    >
      <AlertCircle className="size-6 text-destructive" aria-hidden />
      <p className="text-sm text-muted-foreground">{what} could not be loaded. Please try again.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
