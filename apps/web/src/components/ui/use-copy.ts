import { TIMINGS } from '@crowdvault/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast/use-toast';

/** Copies text to the clipboard; `copied` stays true for 2 seconds (SPEC.md §9). */
export function useCopy(successMessage: string): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        toast({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'destructive' });
        return;
      }
      setCopied(true);
      toast({ title: 'Copied!', description: successMessage, variant: 'success' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), TIMINGS.copyConfirmationMs);
    },
    [successMessage],
  );
  return { copied, copy };
}
