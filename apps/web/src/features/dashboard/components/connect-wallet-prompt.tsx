import { Wallet } from 'lucide-react';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { openWalletModal } from '@/lib/auth/wallet-modal-state';

/** What the dashboard shows without a signed-in wallet (SPEC.md §2). */
export function ConnectWalletPrompt() {
  return (
    <EmptyState
      icon={Wallet}
      title="Connect your wallet"
      description="Please connect your wallet to view your dashboard."
      action={
        <Button onClick={() => openWalletModal()}>
          <Wallet aria-hidden />
          Connect Wallet
        </Button>
      }
    />
  );
}
