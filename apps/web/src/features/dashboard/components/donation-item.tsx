import type { MyDonation } from '@crowdvault/shared/api/donation';
import { PLAIN_TRANSFER_NOTE } from '@crowdvault/shared/constants';
import { receiptPath } from '@crowdvault/shared/receipt-path';
import { Link } from 'wouter';
import { FundingModelBadge } from '@/components/campaign/funding-model-badge';
import { GivenAs } from '@/components/donations/given-as';
import { Badge } from '@/components/ui/badge';
import { ExplorerLink } from '@/components/ui/explorer-link';
import { useChains } from '@/lib/config/chains';
import { activeFormat } from '@/lib/i18n/format';
import { formatMoney } from '../lib/money';

/** One of the user's donations: 'Donated to: …', amount, date, network and transaction (linked
 *  to that network's explorer when it has one). */
export function DonationItem({ donation, showHash = true }: { donation: MyDonation; showHash?: boolean }) {
  const chains = useChains();
  const explorerUrl = chains.explorerFor(donation.chainId);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium break-words">
          Donated to:{' '}
          {donation.campaign.title ? (
            <Link href={`/campaign/${donation.campaign.id}`} className="hover:underline">
              {donation.campaign.title}
            </Link>
          ) : (
            'Unknown Campaign'
          )}
        </p>
        <p className="flex flex-col items-end font-semibold whitespace-nowrap tabular-nums">
          {formatMoney(donation.amount, donation.currency)}
          <GivenAs swapped={donation.swapped} className="text-xs font-normal text-muted-foreground" />
        </p>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>{activeFormat().date(donation.createdAt)}</span>
        <span data-testid="donation-network">on {chains.nameOf(donation.chainId)}</span>
        {showHash && <ExplorerLink explorerUrl={explorerUrl} kind="tx" value={donation.transactionHash} />}
        <Link href={receiptPath(donation)} className="text-primary hover:underline">
          Receipt
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
            Anonymous
          </Badge>
        )}
      </p>
      {donation.counted === false && (
        <p className="text-sm text-muted-foreground" data-testid="not-counted">
          Not counted toward the goal. {PLAIN_TRANSFER_NOTE}
        </p>
      )}
      {donation.refund && (
        <p className="text-sm text-muted-foreground" data-testid="refunded">
          Refunded {formatMoney(donation.refund.amount, donation.currency)} on{' '}
          {activeFormat().date(donation.refund.timestamp)}
          {donation.refund.method === 'pushed' ? ', sent back to your wallet' : ''}.
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
            Claim your refund
            <span className="sr-only"> from {donation.campaign.title}</span>
          </Link>
          <span className="text-muted-foreground">
            {' '}
            — the goal was missed: you get back exactly what you gave.
          </span>
        </p>
      )}
    </div>
  );
}
