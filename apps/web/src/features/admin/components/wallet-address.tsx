import { AddressCell } from '@/components/ui/address-cell';
import { CopyButton } from '@/components/ui/copy-button';
import { useT } from '@/lib/i18n/i18n';

/** A vault address (shortened unless `full`) with a copy button and the explorer link when the
 *  chain has an explorer, in the admin's words for the copy (SPEC.md §8). */
export function WalletAddress(props: { address: string; explorerUrl: string | null; full?: boolean }) {
  const t = useT();
  return (
    <AddressCell
      {...props}
      copiedMessage={t('Address copied to clipboard!')}
      failureMessage={t('Failed to copy address to clipboard.')}
    />
  );
}

/** An address written out in full with a compact copy button (`label` names what is copied). */
export function CopyableAddress({ address, label }: { address: string; label: string }) {
  const t = useT();
  return (
    <span className="flex items-center gap-1">
      <span className="truncate font-mono text-xs">{address}</span>
      <CopyButton
        text={address}
        label={label}
        successMessage={t('Address copied to clipboard!')}
        failureMessage={t('Failed to copy address to clipboard.')}
        compact
      />
    </span>
  );
}
