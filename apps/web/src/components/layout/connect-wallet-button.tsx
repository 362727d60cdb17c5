import { Wallet } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

/** The disconnected visitor's wallet action. For now it leads to /connect; the wallet feature
 *  replaces it with the wallet modal and the connected state. */
export function ConnectWalletButton({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Button asChild className={className}>
      <Link href="/connect" onClick={onClick}>
        <Wallet aria-hidden />
        Connect Wallet
      </Link>
    </Button>
  );
}
