import { useSyncExternalStore } from 'react';

// The wallet modal's open state, free of wallet code: any page may open the modal, which
// features/auth mounts once (WalletModalHost) and loads the first time it opens.

let open = false;
let everOpened = false;
const listeners = new Set<() => void>();

/** Opens or closes the modal; once opened, the host keeps it mounted. */
export function setWalletModalOpen(next: boolean) {
  open = next;
  everOpened ||= next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function openWalletModal() {
  setWalletModalOpen(true);
}

export function closeWalletModal() {
  setWalletModalOpen(false);
}

export function useWalletModal(): { open: boolean; openModal: () => void; close: () => void } {
  const isOpen = useSyncExternalStore(subscribe, () => open);
  return { open: isOpen, openModal: openWalletModal, close: closeWalletModal };
}

/** Whether the modal has been opened at least once (until then the host renders nothing). */
export function useWalletModalEverOpened(): boolean {
  return useSyncExternalStore(subscribe, () => everOpened);
}
