import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { type ParsedChainError, parseChainError } from './parse-chain-error';

export type TransactionStep = 'idle' | 'pending' | 'confirmed' | 'failed';

/** Runs a transaction through pending → confirmed → failed (useTransactor style): `execute`
 *  sends, calls `onHash` once the wallet has sent, and resolves with the hash once the receipt
 *  succeeded. Confirmation shows 'Transaction Confirmed!'; a failure shows parseChainError's
 *  sentence, or is handed to `onError` when the caller words it itself. */
export function useTransactor() {
  const [step, setStep] = useState<TransactionStep>('idle');
  const [hash, setHash] = useState<string | null>(null);

  const transact = useCallback(
    async (
      execute: (onHash: (hash: string) => void) => Promise<string>,
      onError?: (error: unknown, parsed: ParsedChainError) => boolean,
    ): Promise<string | null> => {
      setStep('pending');
      setHash(null);
      try {
        const confirmed = await execute(setHash);
        setStep('confirmed');
        toast({
          title: 'Transaction Confirmed!',
          description: `Transaction hash: ${confirmed.slice(0, 10)}...`,
          variant: 'success',
        });
        return confirmed;
      } catch (error) {
        setStep('failed');
        const parsed = parseChainError(error);
        if (!onError?.(error, parsed)) {
          if (parsed.kind === 'unknown') console.warn('Transaction failed', error);
          toast({ title: parsed.title, description: parsed.description, variant: 'destructive' });
        }
        return null;
      }
    },
    [],
  );

  return { step, hash, transact };
}
