import { TIMINGS } from '@crowdvault/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { msg, useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';

/** The general failure sentence; address copies say 'Failed to copy address to clipboard.'
 *  (SPEC.md §8, the pair of 'Address copied to clipboard!'). */
export const COPY_FAILED = msg('Failed to copy to clipboard');

/** Copies text to the clipboard; `copied` stays true for 2 seconds (SPEC.md §9). The success
 *  toast is skipped with `{ toast: false }` inside a dialog, which then says it in place: a toast
 *  is a dismissable layer above the dialog, so Escape closed the toast first and the dialog only
 *  on a second press (issue 20, item 7). A dialog that keeps the toast (SPEC.md §8 names it)
 *  passes `onToastEscape` to close itself with the toast instead. A failure still toasts. */
export function useCopy(
  successMessage: string,
  options: { toast?: boolean; failureMessage?: string; onToastEscape?: () => void } = {},
): { copied: boolean; copy: (text: string) => Promise<void> } {
  const announce = options.toast ?? true;
  const t = useT();
  const failureMessage = options.failureMessage ?? t(COPY_FAILED);
  const onToastEscape = options.onToastEscape;
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        toast({ title: t('Error'), description: failureMessage, variant: 'destructive' });
        return;
      }
      setCopied(true);
      if (announce) {
        toast({
          title: t('Copied!'),
          description: successMessage,
          variant: 'success',
          onEscape: onToastEscape,
        });
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), TIMINGS.copyConfirmationMs);
    },
    [successMessage, announce, failureMessage, onToastEscape, t],
  );
  return { copied, copy };
}
