import { Suspense, useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { closeWalletModal, setWalletModalOpen, useWalletModal } from '@/lib/auth/wallet-modal-state';
import { lazy } from '@/lib/lazy';
import { useKnownWalletOptions } from './use-known-wallet-options';
import { WalletModalView } from './wallet-modal-view';

// The wallet code (wagmi, viem, connectors) is a further chunk, seconds on a slow machine: until it
// arrives the modal lists the wallets known without it, and a choice made meanwhile is taken up
// once it has.

const WalletModalDialog = lazy(
  () => import('./wallet-modal-dialog').then((m) => ({ default: m.WalletModalDialog })),
  '@/features/auth/wallet-modal-dialog#WalletModalDialog',
);

/** The modal, its Dialog and its wallet code: loaded by WalletModalHost when it first opens. */
export function WalletModalShell() {
  const { open: isOpen } = useWalletModal();
  const known = useKnownWalletOptions();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const hasDevWallets = known?.some((option) => option.kind === 'dev') ?? false;
  return (
    <Suspense
      fallback={
        // The same modal, waiting for its wallet code: the click gets an answer at once.
        <Dialog
          open={isOpen}
          onOpenChange={(next) => {
            if (!next) setChosenId(null);
            setWalletModalOpen(next);
          }}
        >
          <DialogContent className={hasDevWallets ? 'max-w-md sm:max-w-2xl' : 'max-w-md'}>
            <WalletModalView
              options={known}
              discovering
              error={null}
              pendingId={chosenId}
              onSelect={(option) => setChosenId(option.id)}
              onCancel={() => {
                setChosenId(null);
                closeWalletModal();
              }}
            />
          </DialogContent>
        </Dialog>
      }
    >
      <WalletModalDialog open={isOpen} onOpenChange={setWalletModalOpen} chosenId={chosenId} />
    </Suspense>
  );
}
