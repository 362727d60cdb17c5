import { shortenAddress } from '@crowdvault/shared/format';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { signOut } from '@/lib/auth/session-store';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { usePreferredToken } from '@/lib/wallet/preferred-token';
import { HeaderNetwork, SwitchNetworkButton, useWalletNetwork } from './header-network';
import { useTokenBalance } from './use-token-balance';

// The header's wallet area once signed in (HeaderWalletActions loads it then): a visitor's
// bundle does not carry it.

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

/** Signed in: the address and balance alone (`compact`, the phone header bar), or Dashboard, the
 *  wallet's network, address, balance and disconnect (`inline`, or `stacked` in the drawer). */
export function SignedInWallet({
  address,
  staff,
  layout,
  className,
  onNavigate,
}: {
  address: string;
  /** Moderators and admins: their dashboard is the admin area. */
  staff: boolean;
  layout: 'inline' | 'stacked' | 'compact';
  className?: string;
  onNavigate?: () => void;
}) {
  if (layout === 'compact') return <WalletChip address={address} className={className} />;
  return (
    <ConnectedWallet
      address={address}
      staff={staff}
      stacked={layout === 'stacked'}
      className={className}
      onNavigate={onNavigate}
    />
  );
}

/** Shortened address over the balance (two decimals) of the token the visitor gives in (USDT
 *  until they pick another in a donation panel) on the wallet's network (the primary while that
 *  is not known), as one small block; on a network the deployment does not serve,
 *  "Switch network" takes the balance's place. */
function WalletChip({ address, className }: { address: string; className?: string }) {
  const network = useWalletNetwork();
  const preferred = usePreferredToken();
  const balance = useTokenBalance(
    address,
    preferred,
    network.state === 'served' ? network.chain.chainId : null,
  );
  const t = useT();
  const format = useFormat();
  // Two decimals in the reader's digits and separators ("1.234,56" in German).
  const balanceText = balance.data
    ? format.decimal(balance.data.balance, 2)
    : balance.isError || balance.data === null
      ? '—'
      : '…';
  return (
    <div
      className={cn(
        'flex h-10 flex-col justify-center rounded-lg border bg-muted/40 px-3 leading-tight whitespace-nowrap',
        className,
      )}
      data-testid="wallet-chip"
    >
      <span className="flex items-center gap-1.5">
        {/* Where the full network label has no room (the phone bar, below 1280 px), the chip says
            which network it is on by a dot and the name on hover and to screen readers. */}
        {network.state === 'served' && (
          <span
            className="size-2 shrink-0 rounded-full bg-success xl:hidden"
            title={t('Your wallet is on {network}', { network: network.chain.chainName })}
            data-testid="wallet-network-dot"
          >
            <span className="sr-only">{t('On {network}:', { network: network.chain.chainName })}</span>
          </span>
        )}
        <span className="font-mono text-xs font-medium" title={address} data-testid="wallet-address">
          {shortenAddress(address)}
        </span>
      </span>
      {network.state === 'unsupported' ? (
        <SwitchNetworkButton network={network} />
      ) : (
        <span className="text-xs text-muted-foreground" data-testid="wallet-balance">
          {balanceText} {balance.data?.symbol ?? preferred}
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
  const t = useT();
  const disconnect = useDisconnect();
  return (
    <div
      className={cn('flex items-center gap-2', stacked && 'flex-col items-stretch gap-3', className)}
      data-testid="wallet-connected"
    >
      {/* Below 1280 px the bar holds the nav, search, Start a fundraiser, the bell, the chip and
          disconnect: Dashboard is its icon there (its name stays for screen readers and as a
          tooltip), or the bar overflowed 1024 px by 150 px. */}
      <Button asChild variant="outline" className={cn(stacked ? 'h-12 text-base' : 'max-xl:px-3')}>
        <Link href={staff ? '/admin' : '/dashboard'} onClick={onNavigate} title={t('Dashboard')}>
          <LayoutDashboard aria-hidden />
          <span className={cn(!stacked && 'max-xl:sr-only')}>{t('Dashboard')}</span>
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
        aria-label={t('Disconnect')}
        title={t('Disconnect')}
        onClick={() => {
          onNavigate?.();
          void disconnect();
        }}
      >
        <LogOut aria-hidden />
        {stacked && t('Disconnect')}
      </Button>
    </div>
  );
}
