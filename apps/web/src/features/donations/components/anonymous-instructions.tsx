import { Zap } from 'lucide-react';
import { AddressQrCode } from '@/components/ui/address-qr-code';
import { CopyButton } from '@/components/ui/copy-button';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';

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
  const t = useT();
  const format = useFormat();
  if (!address) {
    return (
      <p className="text-sm text-muted-foreground">{t('The campaign wallet has not been assigned yet.')}</p>
    );
  }
  const others = tokens.filter((symbol) => symbol !== currency);
  const onNetwork = network && networkCount > 1 ? network : null;
  // One sentence for each case, so every language words it whole ("(oder USDC oder DAI)").
  const values = { currency, others: format.list(others, 'or'), network: onNetwork };
  let send: string;
  if (others.length === 0) {
    send = onNetwork
      ? t(
          'Send any amount of {currency} on {network} from any wallet or exchange to the address below. No sign-in, no personal details: only the transfer is recorded.',
          values,
        )
      : t(
          'Send any amount of {currency} from any wallet or exchange to the address below. No sign-in, no personal details: only the transfer is recorded.',
          values,
        );
  } else {
    send = onNetwork
      ? t(
          'Send any amount of {currency} (or {others}) on {network} from any wallet or exchange to the address below. No sign-in, no personal details: only the transfer is recorded.',
          values,
        )
      : t(
          'Send any amount of {currency} (or {others}) from any wallet or exchange to the address below. No sign-in, no personal details: only the transfer is recorded.',
          values,
        );
  }
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-secondary/50 p-4"
      data-testid="anonymous-instructions"
    >
      <p className="text-sm font-semibold">
        {t('Send {currency} directly to the campaign wallet', { currency })}
      </p>
      <p className="text-sm text-muted-foreground">
        {send}
        {networkCount > 1 && ` ${t('The address is the same on every network listed above.')}`}
      </p>
      <AddressQrCode address={address} label={t('QR code for an anonymous donation')} />
      <div className="flex items-center gap-2 rounded-lg bg-card p-2 ps-3">
        <code className="min-w-0 flex-1 font-mono text-xs break-all">{address}</code>
        <CopyButton
          text={address}
          label={t('Copy campaign wallet address')}
          successMessage={t('Address copied to clipboard!')}
          failureMessage={t('Failed to copy address to clipboard.')}
        />
      </div>
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Zap className="mt-0.5 size-3.5 shrink-0 text-accent" aria-hidden />
        {t('Your donation is detected automatically within seconds and appears under Donations.')}
      </p>
    </div>
  );
}
