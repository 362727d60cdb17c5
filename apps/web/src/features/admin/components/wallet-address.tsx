import { AddressCell } from '@/components/ui/address-cell';

/** A vault address (shortened unless `full`) with a copy button and the explorer link when the
 *  chain has an explorer, in the admin's words for the copy (SPEC.md §8). */
export function WalletAddress(props: { address: string; explorerUrl: string | null; full?: boolean }) {
  return (
    <AddressCell
      {...props}
      copiedMessage="Address copied to clipboard!"
      failureMessage="Failed to copy address to clipboard."
    />
  );
}
