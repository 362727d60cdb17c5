import { ArrowLeftRight } from 'lucide-react';
import type { ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import type { AnotherTokenPartProps } from '@/lib/swap-gift-part';

/** "Pay with another token" (issue 45): the swap feature's part, composed by app/. */
export type AnotherTokenPart = ComponentType<AnotherTokenPartProps>;

/** Opens the swap part in place of the amount: its code loads only then. */
export function AnotherTokenButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <Button
      type="button"
      variant="link"
      size="sm"
      className="-mt-2 h-auto self-start px-0"
      onClick={onClick}
      data-testid="pay-with-another-token"
    >
      <ArrowLeftRight aria-hidden />
      {t('Pay with another token')}
    </Button>
  );
}
