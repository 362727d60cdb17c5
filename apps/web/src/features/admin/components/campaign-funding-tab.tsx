import type { AdminCampaignDetail } from '@crowdvault/shared/api/admin';
import { shortenHash } from '@crowdvault/shared/format';
import { HandCoins } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { useCampaignDonations } from '../api/get-campaign-donations';
import { DetailSection, FactList } from './detail-section';
import { FundingProgress } from './funding-progress';

/** The Funding tab: raised against the goal, then every donation ('Sample' for the tool's). */
export function CampaignFundingTab({ campaign }: { campaign: AdminCampaignDetail }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="flex flex-col gap-6">
      <DetailSection title={t('Funding')}>
        <div className="flex flex-col gap-2">
          <FundingProgress campaign={campaign} large />
        </div>
        <FactList
          facts={[
            { label: t('Donors'), value: format.count(campaign.donorCount) },
            { label: t('Withdrawable'), value: campaign.isWithdrawable ? t('Yes') : t('No') },
          ]}
        />
      </DetailSection>
      <DetailSection title={t('Donations')}>
        <DonationRows campaignId={campaign.id} />
      </DetailSection>
    </div>
  );
}

function DonationRows({ campaignId }: { campaignId: number }) {
  const t = useT();
  const format = useFormat();
  const { data: donations, isPending, isError } = useCampaignDonations(campaignId);
  if (isPending) {
    return (
      <div className="flex flex-col gap-2" role="status" aria-label={t('Loading donations')}>
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (isError) return <p className="text-sm text-muted-foreground">{t('Donations could not be loaded.')}</p>;
  if (donations.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <HandCoins className="size-4" aria-hidden />
        {t('No donations yet.')}
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y rounded-lg border" aria-label={t('Donations')}>
      {donations.map((donation) => (
        <li key={donation.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
          <span className="font-medium">
            {donation.isAnonymous || donation.donorId === null
              ? t('Anonymous')
              : t('Donor #{id}', { id: String(donation.donorId) })}
          </span>
          {donation.isSample && <Badge variant="outline">{t('Sample')}</Badge>}
          <span className="ms-auto font-semibold tabular-nums">
            {format.amount(donation.amount, donation.currency)}
          </span>
          <span className="w-full text-xs text-muted-foreground sm:w-auto sm:basis-full">
            {format.date(donation.createdAt)} ·{' '}
            <span className="font-mono">{shortenHash(donation.transactionHash)}</span>
            {donation.message ? (
              <>
                {' · '}
                <bdi dir="auto">{donation.message}</bdi>
              </>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
