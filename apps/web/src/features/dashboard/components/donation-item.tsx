import type { MyDonation } from '@crowdvault/shared/api/donation';
import { receiptPath } from '@crowdvault/shared/api/receipt';
import { formatDate, shortenHash } from '@crowdvault/shared/format';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '../lib/money';

/** One of the user's donations: 'Donated to: …', amount, date and transaction. */
export function DonationItem({
  donation,
  explorerUrl,
  showHash = true,
}: {
  donation: MyDonation;
  explorerUrl: string | null;
  showHash?: boolean;
}) {
  const hash = shortenHash(donation.transactionHash);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium break-words">
          Donated to: {donation.campaign.title || 'Unknown Campaign'}
        </p>
        <p className="font-semibold whitespace-nowrap tabular-nums">
          {formatMoney(donation.amount, donation.currency)}
        </p>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>{formatDate(donation.createdAt)}</span>
        {showHash &&
          (explorerUrl ? (
            <a
              href={`${explorerUrl}/tx/${donation.transactionHash}`}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded font-mono hover:underline"
            >
              {hash}
            </a>
          ) : (
            <span className="font-mono" title={donation.transactionHash}>
              {hash}
            </span>
          ))}
        <Link href={receiptPath(donation)} className="text-primary hover:underline">
          Receipt
        </Link>
        {donation.isAnonymous && <Badge variant="outline">Anonymous</Badge>}
      </p>
    </div>
  );
}
