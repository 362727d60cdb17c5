import type { Withdrawal, WithdrawalPlan } from '@crowdvault/shared/api/withdrawal';
import { shortenHash } from '@crowdvault/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSession } from '@/lib/auth/use-session';
import { useChains } from '@/lib/config/chains';
import { isApiError } from '@/lib/http/api-error';
import { t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';
import { parseChainError } from '@/lib/wallet/parse-chain-error';
import { useTransactor } from '@/lib/wallet/use-transactor';
import { myQueryKey } from './api/my-query-key';
import { recordWithdrawal } from './api/record-withdrawal';
import { relayWithdrawal } from './api/relay-withdrawal';

export type WithdrawMethod = 'direct' | 'gasless';

const isWalletNotConnected = (error: unknown) =>
  error instanceof Error && error.name === 'WalletNotConnectedError';

/** The sentence under the failure's title: the server's reason, or the wallet's or chain's. */
export function describeWithdrawalError(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  if (isWalletNotConnected(error)) {
    return t('Please connect the wallet you signed in with, then try again. Nothing was sent.');
  }
  return parseChainError(error).description;
}

/** A failed withdrawal's toast, titled as SPEC.md §5 and §8 name it: 'Wallet Not Connected'
 *  without a wallet, 'Failed to sign withdrawal request' when the signature was not given,
 *  otherwise 'Withdrawal Failed'. */
function failed(error: unknown, step: 'sign' | 'send' = 'send') {
  const title = isWalletNotConnected(error)
    ? t('Wallet Not Connected')
    : step === 'sign'
      ? t('Failed to sign withdrawal request')
      : t('Withdrawal Failed');
  toast({ title, description: describeWithdrawalError(error), variant: 'destructive' });
}

/** Carries out a reviewed plan, directly (the creator's wallet sends and pays gas) or gasless (the
 *  creator signs, the platform relays). Resolves true when the withdrawal left the creator's hands;
 *  `pending` names the method in progress, for the buttons. */
export function useWithdraw() {
  const { address } = useSession();
  const queryClient = useQueryClient();
  const { transact } = useTransactor();
  // Toasts name the network the withdrawal goes out on (SPEC.md's "on the blockchain", named).
  const { nameOf } = useChains();
  const [pending, setPending] = useState<WithdrawMethod | null>(null);

  const refreshMine = useCallback(() => queryClient.invalidateQueries({ queryKey: ['me'] }), [queryClient]);

  const showInHistory = useCallback(
    (row: Withdrawal) => {
      queryClient.setQueryData<Withdrawal[]>(myQueryKey(address, 'withdrawals'), (rows) => [
        row,
        ...(rows ?? []).filter((existing) => existing.id !== row.id),
      ]);
    },
    [address, queryClient],
  );

  const withdrawDirectly = useCallback(
    async (plan: WithdrawalPlan): Promise<boolean> => {
      if (!address) return false;
      setPending('direct');
      try {
        const hash = await transact(
          async (onHash) => {
            const { sendWithdrawal } = await import('./send-withdrawal');
            return sendWithdrawal(plan, address, (sent) => {
              onHash(sent);
              toast({
                title: t('Withdrawal Initiated'),
                description: t('Transaction hash: {hash} on {network}', {
                  hash: shortenHash(sent),
                  network: nameOf(plan.chainId),
                }),
              });
              recordWithdrawal({
                campaignId: plan.campaignId,
                transactionHash: sent,
                chainId: plan.chainId,
              }).then(
                showInHistory,
                // The indexer records it from the chain anyway; only the instant row is lost.
                (error: unknown) => console.warn('POST /api/withdrawals failed after sending', error),
              );
            });
          },
          {
            onError: (error) => {
              failed(error);
              return true;
            },
            onConfirmed: async () => {
              await refreshMine();
            },
          },
        );
        return hash !== null;
      } finally {
        setPending(null);
      }
    },
    [address, transact, showInHistory, refreshMine, nameOf],
  );

  const withdrawGasless = useCallback(
    async (plan: WithdrawalPlan): Promise<boolean> => {
      if (!address) return false;
      setPending('gasless');
      try {
        const { signWithdrawal } = await import('./send-withdrawal');
        let signed: Awaited<ReturnType<typeof signWithdrawal>>;
        try {
          signed = await signWithdrawal(plan, address);
        } catch (error) {
          failed(error, 'sign');
          return false;
        }
        const relayed = await relayWithdrawal(signed);
        toast({
          title: t('Withdrawal Submitted'),
          description: t('Your withdrawal is being processed on {network}.', {
            network: nameOf(plan.chainId),
          }),
          variant: 'success',
        });
        showInHistory(relayed.withdrawal);
        await refreshMine();
        return true;
      } catch (error) {
        if (!isApiError(error) && parseChainError(error).kind === 'unknown') {
          console.warn('Gasless withdrawal failed', error);
        }
        failed(error);
        return false;
      } finally {
        setPending(null);
      }
    },
    [address, showInHistory, refreshMine, nameOf],
  );

  return { withdrawDirectly, withdrawGasless, pending };
}
