import { shortenAddress } from '@crowdvault/shared/format';
import { LayoutDashboard, LogOut, Wallet } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isStaff } from '@/lib/auth/protected-route';
import { signOut } from '@/lib/auth/session-store';
import { useSession } from '@/lib/auth/use-session';
import { openWalletModal } from '@/lib/auth/wallet-modal-state';
import { cn } from '@/lib/cn';
import { HeaderNetwork, SwitchNetworkButton, useWalletNetwork } from './header-network';
import { useTokenBalance } from './use-token-balance';

/** Disconnect: revoke the session, forget the wallet, go home. */
export function useDisconnect(): () => Promise<void> {
  const [, navigate] = useLocation();
  return async () => {
    await signOut();
    try {
      const { disconnectWagmi } = await import('./wallet-session');
      await disconnectWagmi();
    } catch (error) {
      console.warn('Could not disconnect the wallet', error);
    }
    navigate('/');
  };
}

type Layout = 'inline' | 'stacked' | 'compact';

/** The header's wallet area: Connect Wallet, or (signed in) Dashboard, the wallet's network,
 *  address, USDT balance and disconnect (SPEC.md §2). `stacked` is the mobile drawer's version; `compact` is the address and
 *  balance alone, for the phone header bar (nothing when signed out: the drawer has the button). */
export function HeaderWalletActions({
  className,
  layout = 'inline',
  onNavigate,
}: {
  className?: string;
  layout?: Layout;
  onNavigate?: () => void;
}) {
  const session = useSession();
  const [location] = useLocation();
  const stacked = layout === 'stacked';

  if (session.status === 'restoring') {
    return (
      <Skeleton
        className={cn('h-10 w-40', stacked && 'h-12 w-full', layout === 'compact' && 'w-28', className)}
      />
    );
  }
  if (session.status === 'signed-out' || !session.address) {
    if (layout === 'compact') return null;
    return (
      <Button
        className={cn(stacked && 'h-12 text-base', className)}
        onClick={() => {
          onNavigate?.();
          // From Home the connect goes on to the dashboard (SPEC.md §2); from any other page the
          // visitor stays where they were reading (decision 073).
          openWalletModal({ goToDashboard: location === '/' });
        }}
      >
        <Wallet aria-hidden />
        Connect Wallet
      </Button>
    );
  }
  if (layout === 'compact') return <WalletChip address={session.address} className={className} />;
  return (
    <ConnectedWallet
      address={session.address}
      staff={isStaff(session)}
      stacked={stacked}
      className={className}
      onNavigate={onNavigate}
    />
  );
}

/** Shortened address over the USDT balance (two decimals) on the wallet's network (the primary
 *  while that is not known), as one small block; on a network the deployment does not serve,
 *  "Switch network" takes the balance's place. */
function WalletChip({ address, className }: { address: string; className?: string }) {
  const network = useWalletNetwork();
  const balance = useTokenBalance(address, 'USDT', network.state === 'served' ? network.chain.chainId : null);
  const balanceText = balance.data ?? (balance.isError ? '—' : '…');
  return (
    <div
      className={cn(
        'flex h-10 flex-col justify-center rounded-lg border bg-muted/40 px-3 leading-tight whitespace-nowrap',
        className,
      )}
      data-testid="wallet-chip"
    >
      <span className="font-mono text-xs font-medium" title={address} data-testid="wallet-address">
        {shortenAddress(address)}
      </span>
      {network.state === 'unsupported' ? (
        <SwitchNetworkButton network={network} />
      ) : (
        <span className="text-xs text-muted-foreground" data-testid="wallet-balance">
          {balanceText} USDT
        </span>
      )}
    </div>
  );
}

function ConnectedWallet({
  address,
  staff,
  stacked,
  className,
  onNavigate,
}: {
  address: string;
  /** Moderators and admins: their dashboard is the admin area. */
  staff: boolean;
  stacked: boolean;
  className?: string;
  onNavigate?: () => void;
}) {
  const disconnect = useDisconnect();
  return (
    <div
      className={cn('flex items-center gap-2', stacked && 'flex-col items-stretch gap-3', className)}
      data-testid="wallet-connected"
    >
      <Button asChild variant="outline" className={cn(stacked && 'h-12 text-base')}>
        <Link href={staff ? '/admin' : '/dashboard'} onClick={onNavigate}>
          <LayoutDashboard aria-hidden />
          Dashboard
        </Link>
      </Button>
      {/* Below 1280 px the bar has no room for it (it pushed the chip off at 640): the drawer
          shows it, and an unsupported network shows in the chip at every width. */}
      <HeaderNetwork
        className={cn(stacked ? 'h-12 max-w-none justify-center px-4' : 'hidden xl:inline-flex')}
      />
      <WalletChip address={address} className={cn(stacked && 'h-12 px-4')} />
      <Button
        variant="ghost"
        size={stacked ? 'lg' : 'icon'}
        aria-label="Disconnect"
        title="Disconnect"
        onClick={() => {
          onNavigate?.();
          void disconnect();
        }}
      >
        <LogOut aria-hidden />
        {stacked && 'Disconnect'}
      </Button>
    </div>
  );
}
