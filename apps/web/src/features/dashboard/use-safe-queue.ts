import type { SafeMultisigTx } from '@crowdvault/shared/api/safe';
import { shortenHash } from '@crowdvault/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSession } from '@/lib/auth/use-session';
import { useChains } from '@/lib/config/chains';
import { isApiError } from '@/lib/http/api-error';
import { msg, t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';
import { parseChainError } from '@/lib/wallet/parse-chain-error';
import { confirmSafeTx, executeSafeTx, proposeSafeTx, rejectSafeTx } from './api/safe-queue';
import type { SafeWithdrawalDraft } from './sign-safe-tx';
import { describeWithdrawalError } from './use-withdraw';

export type SafeAction = 'propose' | 'sign' | 'reject' | 'direct' | 'relayer';

/** What is in progress: the action and the proposal it is on (none for a new proposal). */
export interface SafePending {
  action: SafeAction;
  safeTxHash: string | null;
}

/** The sentence of a failure: the server's reason, or the wallet's or the chain's. */
export function describeSafeError(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return describeWithdrawalError(error);
}

const TITLES: Record<SafeAction, string> = {
  propose: msg('Proposal Failed'),
  sign: msg('Signature Failed'),
  reject: msg('Rejection Failed'),
  direct: msg('Execution Failed'),
  relayer: msg('Execution Failed'),
};

/** "1 of 2 signed", from the proposal's own counts (the server's `progress` is English). */
export function signedProgress(tx: Pick<SafeMultisigTx, 'confirmations' | 'confirmationsRequired'>): string {
  return t('{count} of {required} signed', {
    count: Math.min(tx.confirmations.length, tx.confirmationsRequired),
    required: tx.confirmationsRequired,
  });
}

/**
 * An owner's actions on a Safe's withdrawal queue: propose (sign the SafeTx and post it), sign
 * another owner's proposal, reject one, and execute one at its threshold from the wallet (the owner
 * pays gas) or through CrowdVault's relayer (no gas). Each resolves true when it took effect; a
 * failure is toasted with its reason and nothing else changes.
 */
export function useSafeQueue() {
  const { address } = useSession();
  const queryClient = useQueryClient();
  const { nameOf } = useChains();
  const [pending, setPending] = useState<SafePending | null>(null);

  const run = useCallback(
    async (action: SafeAction, safeTxHash: string | null, work: () => Promise<string>): Promise<boolean> => {
      if (!address) return false;
      setPending({ action, safeTxHash });
      try {
        const done = await work();
        toast({ title: done, variant: 'success' });
        return true;
      } catch (error) {
        if (!isApiError(error) && parseChainError(error).kind === 'unknown') {
          console.warn(`Safe ${action} failed`, error);
        }
        toast({ title: t(TITLES[action]), description: describeSafeError(error), variant: 'destructive' });
        return false;
      } finally {
        setPending(null);
        // Balances, history and every Safe queue: a proposal, a signature or an execution moves them.
        await queryClient.invalidateQueries({ queryKey: ['me'] });
      }
    },
    [address, queryClient],
  );

  const propose = useCallback(
    (draft: SafeWithdrawalDraft) =>
      run('propose', null, async () => {
        const { signSafeProposal } = await import('./sign-safe-tx');
        const body = await signSafeProposal(draft, address!);
        const proposed = await proposeSafeTx(draft.chainId, draft.safe, body);
        return t('Withdrawal proposed: {progress}', { progress: signedProgress(proposed) });
      }),
    [run, address],
  );

  const sign = useCallback(
    (tx: SafeMultisigTx) =>
      run('sign', tx.safeTxHash, async () => {
        const { signSafeConfirmation } = await import('./sign-safe-tx');
        const confirmed = await confirmSafeTx(tx.safeTxHash, await signSafeConfirmation(tx, address!));
        return t('Signed: {progress}', { progress: signedProgress(confirmed) });
      }),
    [run, address],
  );

  const reject = useCallback(
    (tx: SafeMultisigTx) =>
      run('reject', tx.safeTxHash, async () => {
        await rejectSafeTx(tx.safeTxHash);
        return t('Proposal rejected');
      }),
    [run],
  );

  const executeDirectly = useCallback(
    (tx: SafeMultisigTx) =>
      run('direct', tx.safeTxHash, async () => {
        const { executeSafeDirectly } = await import('./sign-safe-tx');
        const hash = await executeSafeDirectly(tx, address!, (sent) =>
          toast({
            title: t('Withdrawal Initiated'),
            description: t('Transaction hash: {hash} on {network}', {
              hash: shortenHash(sent),
              network: nameOf(tx.chainId),
            }),
          }),
        );
        // The money has moved by now: if telling the server fails, the indexer still records the
        // withdrawal from the chain, so this is no failure for the owner.
        await executeSafeTx(tx.safeTxHash, { mode: 'direct', transactionHash: hash }).catch(
          (error: unknown) => console.warn('POST executions failed after the Safe executed', error),
        );
        return t('Withdrawal executed');
      }),
    [run, address, nameOf],
  );

  const executeGasless = useCallback(
    (tx: SafeMultisigTx) =>
      run('relayer', tx.safeTxHash, async () => {
        await executeSafeTx(tx.safeTxHash, { mode: 'relayer' });
        return t('Withdrawal submitted on {network}', { network: nameOf(tx.chainId) });
      }),
    [run, nameOf],
  );

  return { propose, sign, reject, executeDirectly, executeGasless, pending };
}
