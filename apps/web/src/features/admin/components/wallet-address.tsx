import { shortenAddress } from '@crowdvault/shared/format';
import { ExternalLink } from 'lucide-react';
import { CopyButton } from '@/components/ui/copy-button';

/** A vault address (shortened unless `full`), a copy button and the explorer link when the chain
 *  has an explorer. */
export function WalletAddress({
  address,
  explorerUrl,
  full = false,
}: {
  address: string;
  explorerUrl: string | null;
  full?: boolean;
}) {
  return (
    <span className="flex min-w-0 items-center gap-1">
      <span className={full ? 'font-mono text-xs break-all' : 'font-mono text-xs'} title={address}>
        {full ? address : shortenAddress(address)}
      </span>
      <CopyButton
        text={address}
        label="Copy wallet address"
        successMessage="Address copied to clipboard!"
        failureMessage="Failed to copy address to clipboard."
        compact
      />
      {explorerUrl && (
        <a
          href={`${explorerUrl}/address/${address}`}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-md p-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label="View on block explorer"
          title="View on block explorer"
        >
          <ExternalLink className="size-3.5" aria-hidden />
        </a>
      )}
    </span>
  );
}
