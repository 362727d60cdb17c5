import type { AdminCampaignDetail } from '@crowdvault/shared/api/admin';
import { displayPlaces, formatAmount, formatDate, shortenHash } from '@crowdvault/shared/format';
import { HandCoins } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useCampaignDonations } from '../api/get-campaign-donations';
import { DetailSection, FactList } from './detail-section';
import { FundingProgress } from './funding-progress';

/** The Funding tab: raised against the goal, then every donation ('Sample' for the tool's). */
export function CampaignFundingTab({ campaign }: { campaign: AdminCampaignDetail }) {
  return (
    <div className="flex flex-col gap-6">
      <DetailSection title="Funding">
        <div className="flex flex-col gap-2">
          <FundingProgress campaign={campaign} large />
        </div>
        <FactList
          facts={[
            { label: 'Donors', value: campaign.donorCount },
            { label: 'Withdrawable', value: campaign.isWithdrawable ? 'Yes' : 'No' },
          ]}
        />
      </DetailSection>
      <DetailSection title="Donations">
        <DonationRows campaignId={campaign.id} />
      </DetailSection>
    </div>
  );
}

function DonationRows({ campaignId }: { campaignId: number }) {
  const { data: donations, isPending, isError } = useCampaignDonations(campaignId);
  if (isPending) {
    return (
      <div className="flex flex-col gap-2" role="status" aria-label="Loading donations">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (isError) return <p className="text-sm text-muted-foreground">Donations could not be loaded.</p>;
  if (donations.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <HandCoins className="size-4" aria-hidden />
        No donations yet.
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y rounded-lg border" aria-label="Donations">
      {donations.map((donation) => (
        <li key={donation.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
          <span className="font-medium">
            {donation.isAnonymous || donation.donorId === null ? 'Anonymous' : `Donor #${donation.donorId}`}
          </span>
          {donation.isSample && <Badge variant="outline">Sample</Badge>}
          <span className="ms-auto font-semibold tabular-nums">
            {formatAmount(donation.amount, displayPlaces(donation.currency))} {donation.currency}
          </span>
          <span className="w-full text-xs text-muted-foreground sm:w-auto sm:basis-full">
            {formatDate(donation.createdAt)} ·{' '}
            <span className="font-mono">{shortenHash(donation.transactionHash)}</span>
            {donation.message ? ` · ${donation.message}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
