import { useCallback, useState } from 'react';
import { t, withTexts } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';
import type { ParsedChainError } from './parse-chain-error';

// Loaded on a failure only, with its sentences (the `errors` group): the wallets' error shapes and
// their words are no part of a page's first load (the campaign page's Donate uses this hook;
// decisions 089 and 140).
const loadParser = withTexts('errors', () => import('./parse-chain-error'));

export type TransactionStep = 'idle' | 'pending' | 'confirmed' | 'failed';

export interface TransactOptions {
  /** Words a failure itself; returns true when it did (no generic toast then). */
  onError?: (error: unknown, parsed: ParsedChainError) => boolean;
  /** Runs after the receipt and before the step leaves 'pending' (scaffold-eth's
   *  onBlockConfirmation), e.g. to record the transaction; it must not throw. */
  onConfirmed?: (hash: string) => Promise<void>;
}

/** Runs a transaction through pending → confirmed → failed (useTransactor style): `execute`
 *  sends, calls `onHash` once the wallet has sent, and resolves with the hash once the receipt
 *  succeeded. Confirmation shows 'Transaction Confirmed!'; a failure shows parseChainError's
 *  sentence, or is handed to `onError` when the caller words it itself. The step is what a
 *  button shows: 'pending' from the call until `onConfirmed` is done. */
export function useTransactor() {
  const [step, setStep] = useState<TransactionStep>('idle');
  const [hash, setHash] = useState<string | null>(null);

  const transact = useCallback(
    async (
      execute: (onHash: (hash: string) => void) => Promise<string>,
      { onError, onConfirmed }: TransactOptions = {},
    ): Promise<string | null> => {
      setStep('pending');
      setHash(null);
      let confirmed: string;
      try {
        confirmed = await execute(setHash);
      } catch (error) {
        setStep('failed');
        const parsed = await loadParser().then(
          ({ parseChainError }) => parseChainError(error),
          // The module could not load (the network is down): the client's own English.
          (): ParsedChainError => ({
            kind: 'unknown',
            title: 'Transaction Failed',
            description: 'Please check your connection and try again.',
          }),
        );
        if (!onError?.(error, parsed)) {
          if (parsed.kind === 'unknown') console.warn('Transaction failed', error);
          toast({ title: parsed.title, description: parsed.description, variant: 'destructive' });
        }
        return null;
      }
      toast({
        title: t('Transaction Confirmed!'),
        description: t('Transaction hash: {hash}...', { hash: confirmed.slice(0, 10) }),
        variant: 'success',
      });
      await onConfirmed?.(confirmed);
      setStep('confirmed');
      return confirmed;
    },
    [],
  );

  return { step, hash, transact };
}
