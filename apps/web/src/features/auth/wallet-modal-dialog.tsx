import { TIMINGS } from '@crowdvault/shared/constants';
import { shortenAddress } from '@crowdvault/shared/format';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { takeConnectIntent } from '@/lib/auth/wallet-modal-state';
import { toast } from '@/lib/toast/use-toast';
import { describeConnectError } from '@/lib/wallet/wallet-errors';
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
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const state = useWalletOptions();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);

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
    if (state.status !== 'ready') return;
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
        title: 'Wallet Connected Successfully',
        description: `Signed in as ${shortenAddress(user.walletAddress)}`,
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
      toast({ title: 'Connection Failed', description: message, variant: 'destructive' });
      await disconnectWallet(state.config);
    } finally {
      setPendingId(null);
    }
  }

  const hasDevWallets = state.status === 'ready' && state.options.some((option) => option.kind === 'dev');
  return (
    <Dialog open={open} onOpenChange={(next) => pendingId === null && onOpenChange(next)}>
      <DialogContent className={hasDevWallets ? 'max-w-md sm:max-w-2xl' : 'max-w-md'}>
        <WalletModalView
          options={state.status === 'ready' ? state.options : state.status === 'error' ? [] : null}
          error={error}
          pendingId={pendingId}
          onSelect={select}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
