import type { ChainConfig } from '@crowdvault/shared/api/config';
import { ShieldCheck, Wallet } from 'lucide-react';
import { Suspense } from 'react';
import { InViewRegion } from '@/components/layout/in-view-region';
import { AddressQrCode } from '@/components/ui/address-qr-code';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { useT, withTexts } from '@/lib/i18n/i18n';
import { lazy } from '@/lib/lazy';
import type { PaymentLinkProps } from './payment-link';
import type { Withdrawer } from './wallet-notices';

// The payment link (its form, the EIP-681 builder) sits below the fold of the side column: its
// code loads when it comes near the viewport or is used (InViewRegion, decision 089); until then
// the server's markup stands, and a visitor who does not scroll there does not download it.
// So does the list of networks the vault is on (links and text only), just above it. Both bring
// their texts with them (the campaign-parts group, decision 140).
const VaultNetworks = lazy(
  withTexts('campaign-parts', () =>
    import('./vault-networks').then((module) => ({ default: module.VaultNetworks })),
  ),
  '@/features/campaign-detail/components/vault-networks#VaultNetworks',
);
const PaymentLink = lazy(
  withTexts('campaign-parts', () =>
    import('./payment-link').then((module) => ({ default: module.PaymentLink })),
  ),
  '@/features/campaign-detail/components/payment-link#PaymentLink',
);
// What a campaign that invites no transfer says instead (awaiting review, closed, all or nothing).
const walletNotices = withTexts('campaign-parts', () => import('./wallet-notices'));
const WalletNotice = lazy(
  () => walletNotices().then((module) => ({ default: module.WalletNotice })),
  '@/features/campaign-detail/components/wallet-notices#WalletNotice',
);
const AllOrNothingVaultLine = lazy(
  () => walletNotices().then((module) => ({ default: module.AllOrNothingVaultLine })),
  '@/features/campaign-detail/components/wallet-notices#AllOrNothingVaultLine',
);

interface WalletCardProps {
  address: string | null;
  /** Every network the deployment serves (/api/config's `chains`): the vault has this one
   *  address on each of them. */
  chains: ChainConfig[];
  isOwner: boolean;
  /** Not approved yet: no address or QR code, so the page invites no transfer. */
  awaitingApproval?: boolean;
  /** With `awaitingApproval`: the moderators rejected it, so it will not be approved as it is. */
  rejected?: boolean;
  /** Takes no donations now (paused, flagged, ended): the address stays readable, but no QR code
   *  or copy button invites a transfer, and the card says why (issue 27). */
  closed?: boolean;
  /** The chain and tokens of an EIP-681 payment link; absent while the campaign does not accept
   *  donations (paused, ended, under review), so no link invites a transfer then. */
  payment?: Omit<PaymentLinkProps, 'vault'> | null;
  /** An all-or-nothing campaign (decision 090): a plain transfer would not count, so the card
   *  offers none (no QR code, copy button or payment link) and says why. `chains` then holds its
   *  one network. */
  allOrNothing?: boolean;
  /** The vault is owned by another address than the creator's wallet on some network (a Safe, or
   *  a transfer: the campaign's `vaultOwners`), so the creator alone cannot withdraw. */
  vaultOwnedByOther?: boolean;
}

export type { Withdrawer };

/** The campaign's vault: QR code (ethereum: URI, SPEC.md §9), the address to copy, the networks
 *  it is the same address on, an explorer link per network that has an explorer, a payment link
 *  of a chosen amount and network while the campaign accepts donations, and 'Owner' for the
 *  creator. A campaign awaiting approval shows none of it, and says what happens to a transfer
 *  sent anyway. */
export function WalletCard({
  address,
  chains,
  isOwner,
  awaitingApproval = false,
  rejected = false,
  closed = false,
  payment = null,
  allOrNothing = false,
  vaultOwnedByOther = false,
}: WalletCardProps) {
  const t = useT();
  const who: Withdrawer = vaultOwnedByOther ? 'vault-owner' : 'creator';
  // No QR code, copy button or payment link: nothing invites a transfer here.
  const readOnly = closed || allOrNothing;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Wallet className="size-4 text-primary" aria-hidden />
          {t('Campaign Wallet')}
        </CardTitle>
        {isOwner && <Badge variant="secondary">{t('Owner')}</Badge>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {awaitingApproval ? (
          <Suspense fallback={null}>
            <WalletNotice kind={rejected ? 'rejected' : 'awaiting-approval'} who={who} />
          </Suspense>
        ) : address ? (
          <>
            {readOnly ? (
              <Suspense fallback={null}>
                <WalletNotice kind={allOrNothing ? 'all-or-nothing' : 'closed'} who={who} />
              </Suspense>
            ) : (
              <AddressQrCode
                address={address}
                title={t('Campaign wallet QR code')}
                label={t('QR code of the campaign wallet address')}
              />
            )}
            <div className="flex items-center gap-2 rounded-lg bg-muted p-2 ps-3">
              <code className="min-w-0 flex-1 font-mono text-xs break-all" data-testid="wallet-address">
                {address}
              </code>
              {!readOnly && (
                <CopyButton
                  text={address}
                  label={t('Copy wallet address')}
                  successMessage={t('Wallet address copied to clipboard')}
                />
              )}
            </div>
            <Suspense fallback={null}>
              {/* Empty (one network): no box, so the card's spacing is as without it. */}
              <InViewRegion className="empty:hidden">
                <VaultNetworks address={address} chains={chains} transfers={!allOrNothing} />
              </InViewRegion>
            </Suspense>
            {allOrNothing ? (
              <Suspense fallback={null}>
                <AllOrNothingVaultLine who={who} />
              </Suspense>
            ) : (
              <p className="flex items-start gap-2 text-xs text-muted-foreground">
                <ShieldCheck className="mt-0.5 size-3.5 shrink-0 text-accent" aria-hidden />
                {who === 'creator'
                  ? t(
                      'A smart-contract vault: only the creator can withdraw, and 2.5% goes to the platform at withdrawal.',
                    )
                  : t(
                      'A smart-contract vault: only its owner named below can withdraw (for a Safe, its owners together), and 2.5% goes to the platform at withdrawal.',
                    )}
              </p>
            )}
            {!allOrNothing && payment && payment.chains.length > 0 && (
              <Suspense fallback={null}>
                <InViewRegion>
                  <PaymentLink vault={address} {...payment} />
                </InViewRegion>
              </Suspense>
            )}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            {t('The wallet address has not been assigned yet.')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
