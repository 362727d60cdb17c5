import { Wallet } from 'lucide-react';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { openWalletModal } from '@/lib/auth/wallet-modal-state';

/** What a signed-in-only page shows without a signed-in wallet (SPEC.md §2's dashboard card). The
 *  connect keeps the visitor on the page, which then shows what they came for. */
export function ConnectWalletPrompt({
  description = 'Please connect your wallet to view your dashboard.',
}: {
  description?: string;
}) {
  return (
    <EmptyState
      icon={Wallet}
      title="Connect your wallet"
      description={description}
      action={
        <Button onClick={() => openWalletModal()}>
          <Wallet aria-hidden />
          Connect Wallet
        </Button>
      }
    />
  );
}
