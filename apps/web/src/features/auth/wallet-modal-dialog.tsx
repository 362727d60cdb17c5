import { TIMINGS } from '@crowdvault/shared/constants';
import { shortenAddress } from '@crowdvault/shared/format';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { takeConnectIntent } from '@/lib/auth/wallet-modal-state';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';
import { describeConnectError } from '@/lib/wallet/wallet-errors';
import { useKnownWalletOptions } from './use-known-wallet-options';
import { useWalletOptions } from './use-wallet-options';
import { WalletModalView } from './wallet-modal-view';
import type { WalletOption } from './wallet-option';
import { connectAndSignIn, disconnectWallet } from './wallet-sign-in';

/** The wallet modal with its behaviour: connect, sign in, toast, then either the dashboard (a
 *  connect from the header, SPEC.md §2) or back to the task that asked for it. Loaded
 *  lazily with wagmi and viem the first time the modal opens. */
export function WalletModalDialog({
  open,
  onOpenChange,
  chosenId = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A wallet chosen before this code had loaded (WalletModalShell): connected once it can be. */
  chosenId?: string | null;
}) {
  const t = useT();
  const state = useWalletOptions();
  const known = useKnownWalletOptions();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [waitingId, setWaitingId] = useState<string | null>(chosenId);

  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  useEffect(() => {
    if (state.status === 'error') {
      console.error('Could not load the wallet configuration', state.error);
      setError(describeConnectError(state.error));
    }
  }, [state]);

  async function select(option: WalletOption) {
    if (state.status !== 'ready') {
      setWaitingId(option.id);
      return;
    }
    setWaitingId(null);
    const connector = state.connectors.find((candidate) => candidate.id === option.id);
    if (!connector) {
      setError(`Connector not found: ${option.id}`);
      return;
    }
    setError(null);
    setPendingId(option.id);
    try {
      const { user } = await connectAndSignIn(state.config, connector, state.appConfig);
      toast({
        title: t('Wallet Connected Successfully'),
        description: t('Signed in as {address}', { address: shortenAddress(user.walletAddress) }),
        variant: 'success',
      });
      const intent = takeConnectIntent();
      onOpenChange(false);
      if (intent.goToDashboard) {
        const staff = user.isAdmin || user.role === 'MODERATOR';
        setTimeout(() => navigate(staff ? '/admin' : '/dashboard'), TIMINGS.modalRedirectMs);
      } else {
        intent.onConnected?.();
      }
    } catch (failure) {
      console.warn('Wallet connection failed', failure);
      const message = describeConnectError(failure);
      setError(message);
      toast({ title: t('Connection Failed'), description: message, variant: 'destructive' });
      await disconnectWallet(state.config);
    } finally {
      setPendingId(null);
    }
  }

  // A wallet chosen while the wallets were still being looked for, taken up once they are known
  // (an entry that discovery replaced, window.ethereum by the wallet's own, is simply dropped).
  useEffect(() => {
    if (state.status !== 'ready' || waitingId === null) return;
    const option = state.options.find((candidate) => candidate.id === waitingId);
    setWaitingId(null);
    if (option && open) void select(option);
  });

  const options = state.status === 'ready' ? state.options : state.status === 'error' ? [] : known;
  const hasDevWallets = options?.some((option) => option.kind === 'dev') ?? false;
  return (
    <Dialog open={open} onOpenChange={(next) => pendingId === null && onOpenChange(next)}>
      <DialogContent className={hasDevWallets ? 'max-w-md sm:max-w-2xl' : 'max-w-md'}>
        <WalletModalView
          options={options}
          discovering={state.status === 'loading'}
          error={error}
          pendingId={pendingId ?? waitingId}
          onSelect={select}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
