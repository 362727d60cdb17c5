import type { MyDonation } from '@crowdvault/shared/api/donation';
import { receiptPath } from '@crowdvault/shared/receipt-path';
import { Link } from 'wouter';
import { FundingModelBadge } from '@/components/campaign/funding-model-badge';
import { GivenAs } from '@/components/donations/given-as';
import { Badge } from '@/components/ui/badge';
import { ExplorerLink } from '@/components/ui/explorer-link';
import { useChains } from '@/lib/config/chains';
import { activeFormat } from '@/lib/i18n/format';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { formatMoney } from '../lib/money';

/** Decision 091's sentence (PLAIN_TRANSFER_NOTE in packages/shared), for the catalogue. */
export const PLAIN_TRANSFER_TEXT = msg(
  "Money sent straight to the vault's address does not count and is not refunded: it goes to the creator with the rest.",
);

/** One of the user's donations: 'Donated to: …', amount, date, network and transaction (linked
 *  to that network's explorer when it has one). */
export function DonationItem({ donation, showHash = true }: { donation: MyDonation; showHash?: boolean }) {
  const t = useT();
  const chains = useChains();
  const explorerUrl = chains.explorerFor(donation.chainId);
  const refunded = donation.refund
    ? {
        amount: formatMoney(donation.refund.amount, donation.currency),
        date: activeFormat().date(donation.refund.timestamp),
      }
    : undefined;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium break-words">
          {sentenceParts(t, msg('Donated to: {campaign}'), {
            campaign: donation.campaign.title ? (
              <Link href={`/campaign/${donation.campaign.id}`} className="hover:underline">
                {donation.campaign.title}
              </Link>
            ) : (
              t('Unknown Campaign')
            ),
          })}
        </p>
        <p className="flex flex-col items-end font-semibold whitespace-nowrap tabular-nums">
          {formatMoney(donation.amount, donation.currency)}
          <GivenAs swapped={donation.swapped} className="text-xs font-normal text-muted-foreground" />
        </p>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>{activeFormat().date(donation.createdAt)}</span>
        <span data-testid="donation-network">
          {t('on {network}', { network: chains.nameOf(donation.chainId) })}
        </span>
        {showHash && <ExplorerLink explorerUrl={explorerUrl} kind="tx" value={donation.transactionHash} />}
        <Link href={receiptPath(donation)} className="text-primary hover:underline">
          {t('Receipt')}
        </Link>
        {/* No vertical padding and a 14 px line: with its border the badge is 16 px, the text-xs line
            of the date beside it, so a row with the badge is no taller than one without. */}
        {donation.campaign.fundingState && (
          <FundingModelBadge
            fundingModel="all_or_nothing"
            fundingState={donation.campaign.fundingState}
            className="py-0 leading-3.5"
          />
        )}
        {donation.isAnonymous && (
          <Badge variant="outline" className="py-0 leading-3.5" data-testid="anonymous-badge">
            {t('Anonymous')}
          </Badge>
        )}
      </p>
      {donation.counted === false && (
        <p className="text-sm text-muted-foreground" data-testid="not-counted">
          {t('Not counted toward the goal. {note}', { note: t(PLAIN_TRANSFER_TEXT) })}
        </p>
      )}
      {donation.refund && (
        <p className="text-sm text-muted-foreground" data-testid="refunded">
          {donation.refund.method === 'pushed'
            ? t('Refunded {amount} on {date}, sent back to your wallet.', refunded)
            : t('Refunded {amount} on {date}.', refunded)}
        </p>
      )}
      {donation.campaign.fundingState === 'failed' && donation.counted !== false && !donation.refund && (
        // The campaign page holds the claim itself (exact amounts per token, both ways to take it).
        <p className="text-sm">
          <Link
            href={`/campaign/${donation.campaign.id}`}
            className="font-medium text-primary hover:underline"
            data-testid="claim-refund-link"
          >
            {t('Claim your refund')}
            <span className="sr-only"> {t('from {title}', { title: donation.campaign.title })}</span>
          </Link>
          <span className="text-muted-foreground">
            {' '}
            {t('— the goal was missed: you get back exactly what you gave.')}
          </span>
        </p>
      )}
    </div>
  );
}
