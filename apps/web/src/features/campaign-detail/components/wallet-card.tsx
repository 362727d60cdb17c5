import { Clock, ExternalLink, ShieldCheck, Wallet } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { AddressQrCode } from '@/components/ui/address-qr-code';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import type { PaymentLinkProps } from './payment-link';

// The payment link (its form, the EIP-681 builder) loads after the page: it sits below the fold
// of the side column, and the campaign page is close to its bundle budget.
const PaymentLink = lazy(() => import('./payment-link').then((module) => ({ default: module.PaymentLink })));

interface WalletCardProps {
  address: string | null;
  explorerUrl: string | null;
  isOwner: boolean;
  /** Not approved yet: no address or QR code, so the page invites no transfer. */
  awaitingApproval?: boolean;
  /** The chain and tokens of an EIP-681 payment link; absent while the campaign does not accept
   *  donations (paused, ended, under review), so no link invites a transfer then. */
  payment?: Omit<PaymentLinkProps, 'vault'> | null;
}

/** What a campaign awaiting review shows in place of its vault address. */
export const AWAITING_APPROVAL_WALLET_TEXT =
  'The wallet address appears once this campaign is approved. The chain cannot refuse a transfer: anything sent to its vault before then stays there, counts as a donation to this campaign, cannot be refunded by CrowdVault, and only the creator can withdraw it.';

/** The campaign's vault: QR code (ethereum: URI, SPEC.md §9), the address to copy, the explorer
 *  link when the chain has one, a payment link of a chosen amount while the campaign accepts
 *  donations, and 'Owner' for the creator. A campaign awaiting approval shows
 *  none of it, and says what happens to a transfer sent anyway. */
export function WalletCard({
  address,
  explorerUrl,
  isOwner,
  awaitingApproval = false,
  payment = null,
}: WalletCardProps) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Wallet className="size-4 text-primary" aria-hidden />
          Campaign Wallet
        </CardTitle>
        {isOwner && <Badge variant="secondary">Owner</Badge>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {awaitingApproval ? (
          <p
            className="flex items-start gap-2 text-sm text-muted-foreground"
            data-testid="wallet-awaiting-approval"
          >
            <Clock className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            {AWAITING_APPROVAL_WALLET_TEXT}
          </p>
        ) : address ? (
          <>
            <AddressQrCode
              address={address}
              title="Campaign wallet QR code"
              label="QR code of the campaign wallet address"
            />
            <div className="flex items-center gap-2 rounded-lg bg-muted p-2 pl-3">
              <code className="min-w-0 flex-1 font-mono text-xs break-all" data-testid="wallet-address">
                {address}
              </code>
              <CopyButton
                text={address}
                label="Copy wallet address"
                successMessage="Wallet address copied to clipboard"
              />
            </div>
            {explorerUrl && (
              <a
                href={`${explorerUrl}/address/${address}`}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
              >
                View on Etherscan
                <ExternalLink className="size-3.5" aria-hidden />
              </a>
            )}
            <p className="flex items-start gap-2 text-xs text-muted-foreground">
              <ShieldCheck className="mt-0.5 size-3.5 shrink-0 text-accent" aria-hidden />A smart-contract
              vault: only the creator can withdraw, and 2.5% goes to the platform at withdrawal.
            </p>
            {payment && payment.tokens.length > 0 && (
              <Suspense fallback={null}>
                <PaymentLink vault={address} {...payment} />
              </Suspense>
            )}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">The wallet address has not been assigned yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
