import { Suspense } from 'react';
import { useWalletModalEverOpened } from '@/lib/auth/wallet-modal-state';
import { withTexts } from '@/lib/i18n/i18n';
import { lazy } from '@/lib/lazy';

// The modal (its Radix Dialog, then wagmi, viem and the connectors) is fetched the first time it
// opens, so no visitor's page carries it (issue 15); its open state lives in lib/auth, so any
// page may open it. Its texts come with it (withTexts).
const WalletModalShell = lazy(
  withTexts('wallet', () => import('./wallet-modal-shell').then((m) => ({ default: m.WalletModalShell }))),
  '@/features/auth/wallet-modal-shell#WalletModalShell',
);

/** Mounted once in the app; renders nothing (and loads nothing) until the modal first opens. */
export function WalletModalHost() {
  const mounted = useWalletModalEverOpened();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <WalletModalShell />
    </Suspense>
  );
}
