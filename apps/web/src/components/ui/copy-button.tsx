import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { useCopy } from './use-copy';

/** A small Copy button that reads 'Copied!' for 2 seconds after copying; `compact` is the icon
 *  alone (for table cells), its state in the accessible name and tooltip. */
export function CopyButton({
  text,
  label,
  successMessage,
  failureMessage,
  compact = false,
}: {
  text: string;
  label: string;
  successMessage: string;
  /** The toast's sentence when the clipboard refuses; the general one when left out. */
  failureMessage?: string;
  compact?: boolean;
}) {
  const t = useT();
  const { copied, copy } = useCopy(successMessage, { failureMessage });
  // The visible word is part of the accessible name in every language (WCAG 2.5.3).
  const done = t('Copied!');
  return (
    <Button
      type="button"
      variant={compact ? 'ghost' : 'outline'}
      size={compact ? 'icon' : 'sm'}
      className={cn(compact && 'size-7 text-muted-foreground hover:text-foreground [&_svg]:size-3.5')}
      onClick={() => copy(text)}
      aria-label={copied ? done : label}
      title={compact ? (copied ? done : label) : undefined}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {!compact && <span aria-hidden>{copied ? done : t('Copy')}</span>}
    </Button>
  );
}
