import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A wallet table row's "Refresh balance" icon button, spinning while its refresh runs. */
export function RefreshBalanceButton({
  title,
  refreshing,
  onRefresh,
}: {
  /** The campaign's title, in the button's accessible name. */
  title: string;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={`Refresh balance of ${title}`}
      title="Refresh balance"
      disabled={refreshing}
      onClick={onRefresh}
    >
      <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden />
    </Button>
  );
}
