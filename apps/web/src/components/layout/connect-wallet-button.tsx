import { Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { openWalletModal } from '@/features/auth/wallet-modal';

/** Opens the wallet modal (whose wallet code loads on that first click). */
export function ConnectWalletButton({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Button
      className={className}
      onClick={() => {
        onClick?.();
        openWalletModal();
      }}
    >
      <Wallet aria-hidden />
      Connect Wallet
    </Button>
  );
}
