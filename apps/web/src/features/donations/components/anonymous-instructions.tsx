import { Zap } from 'lucide-react';
import { AddressQrCode } from '@/components/ui/address-qr-code';
import { CopyButton } from '@/components/ui/copy-button';

function otherTokensText(others: string[]): string {
  if (others.length === 0) return '';
  if (others.length === 1) return ` (or ${others[0]})`;
  return ` (or ${others.slice(0, -1).join(', ')} or ${others.at(-1)})`;
}

/** Instead of the Donate button when giving anonymously: send straight to the vault. */
export function AnonymousInstructions({
  address,
  currency,
  tokens = [currency],
  network = null,
  networkCount = 1,
}: {
  address: string | null;
  currency: string;
  /** Everything the chosen chain accepts; the campaign's currency is named first. */
  tokens?: string[];
  /** The chosen chain's name, named when the deployment serves several. */
  network?: string | null;
  networkCount?: number;
}) {
  if (!address) {
    return <p className="text-sm text-muted-foreground">The campaign wallet has not been assigned yet.</p>;
  }
  const others = tokens.filter((symbol) => symbol !== currency);
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-secondary/50 p-4"
      data-testid="anonymous-instructions"
    >
      <p className="text-sm font-semibold">Send {currency} directly to the campaign wallet</p>
      <p className="text-sm text-muted-foreground">
        Send any amount of {currency}
        {otherTokensText(others)}
        {network && networkCount > 1 ? ` on ${network}` : ''} from any wallet or exchange to the address
        below. No sign-in, no personal details: only the transfer is recorded.
        {networkCount > 1 && ' The address is the same on every network listed above.'}
      </p>
      <AddressQrCode address={address} label="QR code for an anonymous donation" />
      <div className="flex items-center gap-2 rounded-lg bg-card p-2 ps-3">
        <code className="min-w-0 flex-1 font-mono text-xs break-all">{address}</code>
        <CopyButton
          text={address}
          label="Copy campaign wallet address"
          successMessage="Address copied to clipboard!"
          failureMessage="Failed to copy address to clipboard."
        />
      </div>
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Zap className="mt-0.5 size-3.5 shrink-0 text-accent" aria-hidden />
        Your donation is detected automatically within seconds and appears under Donations.
      </p>
    </div>
  );
}
