import type { PledgeView } from '@crowdvault/shared/api/pledge';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { openWalletModal } from '@/lib/auth/wallet-modal-state';
import { t } from '@/lib/i18n/i18n';
import { isWalletNotConnected, pledgeErrorText } from './lib/pledge-error';

export type CancelState = { status: 'idle' | 'pending' | 'done' } | { status: 'failed'; error: string };

/** Cancels one pledge with its wallet's CancelPledge signature (no gas; the wallet code loads on
 *  the press). A wallet not connected is asked to connect, then the cancel goes on. */
export function useCancelPledge(onCancelled?: (pledge: PledgeView) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<CancelState>({ status: 'idle' });
  const cancel = useCallback(
    async (pledge: Pick<PledgeView, 'pledgeId' | 'chainId' | 'terms'>, retried = false): Promise<void> => {
      setState({ status: 'pending' });
      try {
        const { cancelWithWallet } = await import('./cancel-with-wallet');
        const cancelled = await cancelWithWallet(pledge);
        setState({ status: 'done' });
        await queryClient.invalidateQueries({ queryKey: ['me'] });
        onCancelled?.(cancelled);
      } catch (error) {
        if (isWalletNotConnected(error) && !retried) {
          setState({ status: 'idle' });
          openWalletModal({ onConnected: () => void cancel(pledge, true) });
          return;
        }
        if (isWalletNotConnected(error)) {
          const wallet = `${pledge.terms.donor.slice(0, 6)}...${pledge.terms.donor.slice(-4)}`;
          setState({
            status: 'failed',
            error: t('Connect the wallet that made this pledge ({wallet}), then try again.', { wallet }),
          });
          return;
        }
        setState({ status: 'failed', error: pledgeErrorText(error) });
      }
    },
    [queryClient, onCancelled],
  );
  return { state, cancel };
}
