import { lazy, Suspense } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { closeWalletModal, setWalletModalOpen, useWalletModal } from '@/lib/auth/wallet-modal-state';
import { WalletModalView } from './wallet-modal-view';

// The wallet code (wagmi, viem, connectors) is a further chunk; until it arrives the modal shows
// without its wallet list.

const WalletModalDialog = lazy(() =>
  import('./wallet-modal-dialog').then((m) => ({ default: m.WalletModalDialog })),
);

/** The modal, its Dialog and its wallet code: loaded by WalletModalHost when it first opens. */
export function WalletModalShell() {
  const { open: isOpen } = useWalletModal();
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
