import { shortenAddress } from '@crowdvault/shared/format';
import { ExternalLink } from 'lucide-react';
import { CopyButton } from '@/components/ui/copy-button';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { explorerHref } from './explorer-link';

/** An address (shortened unless `full`) with a copy button and, when the chain has an explorer, a
 *  link to its page there: the wallet address of the creator's and the admin's wallet tables. The
 *  copy's toast words are the caller's (SPEC.md §8 gives the two tables different ones). */
export function AddressCell({
  address,
  explorerUrl,
  full = false,
  copiedMessage,
  failureMessage,
  className,
}: {
  address: string;
  explorerUrl: string | null;
  full?: boolean;
  copiedMessage: string;
  failureMessage?: string;
  className?: string;
}) {
  const t = useT();
  const href = explorerHref(explorerUrl, 'address', address);
  return (
    <span className={cn('flex min-w-0 items-center gap-1', className)}>
      <span className={full ? 'font-mono text-xs break-all' : 'font-mono text-xs'} title={address}>
        {full ? address : shortenAddress(address)}
      </span>
      <CopyButton
        text={address}
        label={t('Copy wallet address')}
        successMessage={copiedMessage}
        failureMessage={failureMessage}
        compact
      />
      {href && (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-md p-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={t('View on block explorer')}
          title={t('View on block explorer')}
        >
          <ExternalLink className="size-3.5" aria-hidden />
        </a>
      )}
    </span>
  );
}
