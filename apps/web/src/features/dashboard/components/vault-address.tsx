import { shortenAddress } from '@crowdvault/shared/format';
import { ExternalLink } from 'lucide-react';
import { CopyButton } from '@/components/ui/copy-button';

/** A vault's shortened address with a copy button, and a link to the explorer when the chain has one. */
export function VaultAddress({ address, explorerUrl }: { address: string; explorerUrl: string | null }) {
  return (
    <div className="flex items-center gap-1.5">
      <span className="font-mono text-xs" title={address}>
        {shortenAddress(address)}
      </span>
      <CopyButton
        text={address}
        label="Copy wallet address"
        successMessage="Wallet address copied to clipboard"
        compact
      />
      {explorerUrl && (
        <a
          href={`${explorerUrl}/address/${address}`}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-md p-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          aria-label="View on block explorer"
          title="View on block explorer"
        >
          <ExternalLink className="size-3.5" aria-hidden />
        </a>
      )}
    </div>
  );
}
