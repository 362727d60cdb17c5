import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCopy } from './use-copy';

/** A small Copy button that reads 'Copied!' for 2 seconds after copying. */
export function CopyButton({
  text,
  label,
  successMessage,
}: {
  text: string;
  label: string;
  successMessage: string;
}) {
  const { copied, copy } = useCopy(successMessage);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => copy(text)}
      aria-label={copied ? 'Copied!' : label}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      <span aria-hidden>{copied ? 'Copied!' : 'Copy'}</span>
    </Button>
  );
}
