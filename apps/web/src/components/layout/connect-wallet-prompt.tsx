import { Wallet } from 'lucide-react';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { openWalletModal } from '@/lib/auth/wallet-modal-state';
import { useT } from '@/lib/i18n/i18n';

/** What a signed-in-only page shows without a signed-in wallet (SPEC.md §2's dashboard card). The
 *  connect keeps the visitor on the page, which then shows what they came for. */
export function ConnectWalletPrompt({ description }: { description?: string }) {
  const t = useT();
  return (
    <EmptyState
      icon={Wallet}
      title={t('Connect your wallet')}
      description={description ?? t('Please connect your wallet to view your dashboard.')}
      action={
        <Button onClick={() => openWalletModal()}>
          <Wallet aria-hidden />
          {t('Connect Wallet')}
        </Button>
      }
    />
  );
}
