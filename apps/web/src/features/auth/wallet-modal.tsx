import { lazy, Suspense } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import {
  closeWalletModal,
  setWalletModalOpen,
  useWalletModal,
  useWalletModalEverOpened,
} from '@/lib/auth/wallet-modal-state';
import { WalletModalView } from './wallet-modal-view';

// The modal itself (wagmi, viem, connectors) is a separate chunk fetched the first time it opens;
// its open state lives in lib/auth, so any page may open it.

const WalletModalDialog = lazy(() =>
  import('./wallet-modal-dialog').then((m) => ({ default: m.WalletModalDialog })),
);

/** Mounted once in the app; renders nothing (and loads nothing) until the modal first opens. */
export function WalletModalHost() {
  const { open: isOpen } = useWalletModal();
  const mounted = useWalletModalEverOpened();
  if (!mounted) return null;
  return (
    <Suspense
      fallback={
        // The same modal, waiting for its wallet code: the click gets an answer at once.
        <Dialog open={isOpen} onOpenChange={setWalletModalOpen}>
          <DialogContent className="max-w-md">
            <WalletModalView
              options={null}
              error={null}
              pendingId={null}
              onSelect={() => {}}
              onCancel={closeWalletModal}
            />
          </DialogContent>
        </Dialog>
      }
    >
      <WalletModalDialog open={isOpen} onOpenChange={setWalletModalOpen} />
    </Suspense>
  );
}
