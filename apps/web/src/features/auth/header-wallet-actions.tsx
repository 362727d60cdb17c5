import { Wallet } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isStaff } from '@/lib/auth/protected-route';
import { useSession } from '@/lib/auth/use-session';
import { openWalletModal } from '@/lib/auth/wallet-modal-state';
import { cn } from '@/lib/cn';
import { useT, withTexts } from '@/lib/i18n/i18n';
import { lazy } from '@/lib/lazy';

// A signed-in wallet's part of the header (its network, balance, disconnect) loads only for a
// signed-in user, as the bell does: a visitor's pages do not carry it (issue 28, decision 089),
// nor its texts (the bell's group, what the header loads for a signed-in reader).
const loadSignedInWallet = withTexts('notifications', () => import('./signed-in-wallet'));
const SignedInWallet = lazy(
  () => loadSignedInWallet().then((module) => ({ default: module.SignedInWallet })),
  '@/features/auth/header-wallet-actions:loadSignedInWallet#SignedInWallet',
);

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
  const t = useT();
  const [location] = useLocation();
  const stacked = layout === 'stacked';
  // A stored session is being checked: its code is fetched meanwhile, not after.
  useEffect(() => {
    if (session.status === 'restoring') void loadSignedInWallet();
  }, [session.status]);

  const placeholder = (
    <Skeleton
      className={cn('h-10 w-40', stacked && 'h-12 w-full', layout === 'compact' && 'w-28', className)}
    />
  );
  if (session.status === 'restoring') return placeholder;
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
        {t('Connect Wallet')}
      </Button>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <SignedInWallet
        address={session.address}
        staff={isStaff(session)}
        layout={layout}
        className={className}
        onNavigate={onNavigate}
      />
    </Suspense>
  );
}
