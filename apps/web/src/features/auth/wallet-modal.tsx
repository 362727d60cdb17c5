import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { WalletModalView } from './wallet-modal-view';

// The wallet modal's open state lives here, free of wallet code; the modal itself (wagmi, viem,
// connectors) is a separate chunk fetched the first time it opens.

let open = false;
let everOpened = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  open = next;
  everOpened ||= next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function openWalletModal() {
  setOpen(true);
}

export function closeWalletModal() {
  setOpen(false);
}

export function useWalletModal(): { open: boolean; openModal: () => void; close: () => void } {
  const isOpen = useSyncExternalStore(subscribe, () => open);
  return { open: isOpen, openModal: openWalletModal, close: closeWalletModal };
}

const WalletModalDialog = lazy(() =>
  import('./wallet-modal-dialog').then((m) => ({ default: m.WalletModalDialog })),
);

/** Mounted once in the app; renders nothing (and loads nothing) until the modal first opens. */
export function WalletModalHost() {
  const isOpen = useSyncExternalStore(subscribe, () => open);
  const mounted = useSyncExternalStore(subscribe, () => everOpened);
  if (!mounted) return null;
  return (
    <Suspense
      fallback={
        // The same modal, waiting for its wallet code: the click gets an answer at once.
        <Dialog open={isOpen} onOpenChange={setOpen}>
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
      <WalletModalDialog open={isOpen} onOpenChange={setOpen} />
    </Suspense>
  );
}
