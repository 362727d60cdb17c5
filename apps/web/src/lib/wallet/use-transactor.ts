import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast/use-toast';
import type { ParsedChainError } from './parse-chain-error';

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
        // Loaded on a failure only: the wallets' error shapes are no part of a page's first load
        // (the campaign page's Donate uses this hook; decision 089).
        const parsed = await import('./parse-chain-error').then(
          ({ parseChainError }) => parseChainError(error),
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
        title: 'Transaction Confirmed!',
        description: `Transaction hash: ${confirmed.slice(0, 10)}...`,
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
