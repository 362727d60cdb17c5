import { Zap } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { CopyButton } from './copy-button';

/** Instead of the Donate button when giving anonymously: send straight to the vault. */
export function AnonymousInstructions({ address, currency }: { address: string | null; currency: string }) {
  if (!address) {
    return <p className="text-sm text-muted-foreground">The campaign wallet has not been assigned yet.</p>;
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-secondary/50 p-4">
      <p className="text-sm font-semibold">Send {currency} directly to the campaign wallet</p>
      <p className="text-sm text-muted-foreground">
        Send any amount of {currency} from any wallet or exchange to the address below. No sign-in, no
        personal details: only the transfer is recorded.
      </p>
      <div className="flex items-center gap-3">
        <div className="shrink-0 rounded-lg border bg-white p-1.5">
          <QRCodeSVG value={`ethereum:${address}`} size={72} level="H" aria-hidden />
        </div>
        <code className="min-w-0 flex-1 font-mono text-xs break-all">{address}</code>
      </div>
      <CopyButton
        text={address}
        label="Copy campaign wallet address"
        successMessage="Address copied to clipboard!"
      />
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Zap className="mt-0.5 size-3.5 shrink-0 text-accent" aria-hidden />
        Your donation is detected automatically within seconds and appears under Donations.
      </p>
    </div>
  );
}
