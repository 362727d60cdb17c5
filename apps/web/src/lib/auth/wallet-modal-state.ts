import { useExternalStore } from '@/lib/hydration';

// The wallet modal's open state, free of wallet code: any page may open the modal, which
// features/auth mounts once (WalletModalHost) and loads the first time it opens.

/** What happens after a successful connect. A connect started by a task (donate, create,
 *  report…) keeps the user on the page and may continue the task; only the header's Connect
 *  Wallet goes on to the dashboard (SPEC.md §2, §6). */
export interface ConnectIntent {
  /** Go to /dashboard (staff: /admin) after connecting. */
  goToDashboard?: boolean;
  /** Runs once the session is signed in, to carry on with what the user was doing. */
  onConnected?: () => void;
}

let open = false;
let everOpened = false;
let intent: ConnectIntent = {};
const listeners = new Set<() => void>();

/** Opens or closes the modal; once opened, the host keeps it mounted. Closing forgets the
 *  intent: a cancelled connect continues nothing. */
export function setWalletModalOpen(next: boolean) {
  open = next;
  everOpened ||= next;
  if (!next) intent = {};
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens the modal for a task on the current page (the default) or, with `goToDashboard`, as
 *  the header's connect. */
export function openWalletModal(next: ConnectIntent = {}) {
  intent = next;
  setWalletModalOpen(true);
}

export function closeWalletModal() {
  setWalletModalOpen(false);
}

/** The intent of the connect in progress, taken once by the modal when the sign-in succeeds. */
export function takeConnectIntent(): ConnectIntent {
  const taken = intent;
  intent = {};
  return taken;
}

/** A server-rendered page has the modal closed and never opened. */
const closed = () => false;

export function useWalletModal(): {
  open: boolean;
  openModal: (intent?: ConnectIntent) => void;
  close: () => void;
} {
  const isOpen = useExternalStore(subscribe, () => open, closed);
  return { open: isOpen, openModal: openWalletModal, close: closeWalletModal };
}

/** Whether the modal has been opened at least once (until then the host renders nothing). */
export function useWalletModalEverOpened(): boolean {
  return useExternalStore(subscribe, () => everOpened, closed);
}
