import { HandCoins, UserRound } from 'lucide-react';
import { GivenAs } from '@/components/donations/given-as';
import { Badge } from '@/components/ui/badge';
import { ExplorerLink } from '@/components/ui/explorer-link';
import { useChains } from '@/lib/config/chains';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { useCampaignDonations } from '../api/get-campaign-donations';
import { DonationsListSkeleton } from './donations-list-skeleton';

/** The Donations tab: who gave what, when and on which network, newest first; hashes and
 *  addresses link to that network's explorer when it has one. */
export function DonationsList({ campaignId }: { campaignId: number }) {
  const { data: donations, isPending, isError } = useCampaignDonations(campaignId);
  const chains = useChains();
  const format = useFormat();
  const t = useT();
  if (isPending) return <DonationsListSkeleton />;
  if (isError)
    return (
      <p className="text-sm text-muted-foreground">
        {t('Donations could not be loaded. Please try again later.')}
      </p>
    );
  if (donations.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-10 text-center">
        <HandCoins className="size-8 text-muted-foreground" aria-hidden />
        <p className="text-sm text-muted-foreground">
          {t('No donations yet. Be the first to support this campaign!')}
        </p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col divide-y rounded-xl border bg-card">
      {donations.map((donation) => {
        const explorerUrl = chains.explorerFor(donation.chainId);
        return (
          <li key={donation.id} className="flex gap-3 p-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <UserRound className="size-4" aria-hidden />
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="flex items-center gap-2 font-medium">
                  {donation.isAnonymous || donation.donorId === null
                    ? t('Anonymous')
                    : t('Donor #{id}', { id: donation.donorId })}
                  {donation.isSample && (
                    <Badge
                      variant="outline"
                      title={t("Added by the admin's sample-donor tool on the local chain")}
                    >
                      {t('Sample')}
                    </Badge>
                  )}
                </p>
                <p className="flex flex-col items-end font-semibold" data-testid="donation-amount">
                  {format.amount(donation.amount, donation.currency)}
                  <GivenAs swapped={donation.swapped} className="text-xs font-normal text-muted-foreground" />
                </p>
              </div>
              {donation.message && (
                <p dir="auto" className="text-sm break-words whitespace-pre-line">
                  {donation.message}
                </p>
              )}
              <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                <span>{format.date(donation.createdAt)}</span>
                <span data-testid="donation-network">
                  {t('on {network}', { network: chains.nameOf(donation.chainId) })}
                </span>
                {!donation.isAnonymous && donation.donorAddress && (
                  <span>
                    {t('from')}{' '}
                    <ExplorerLink explorerUrl={explorerUrl} kind="address" value={donation.donorAddress} />
                  </span>
                )}
                <ExplorerLink explorerUrl={explorerUrl} kind="tx" value={donation.transactionHash} />
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
