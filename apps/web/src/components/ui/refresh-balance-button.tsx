import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';

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
  const t = useT();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={t('Refresh balance of {title}', { title })}
      title={t('Refresh balance')}
      disabled={refreshing}
      onClick={onRefresh}
    >
      <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden />
    </Button>
  );
}
