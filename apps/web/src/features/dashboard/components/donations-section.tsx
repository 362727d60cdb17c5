import { HandHeart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { donationYears, YearlyStatement } from '@/components/donations/yearly-statement';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { msg, useT } from '@/lib/i18n/i18n';
import { useMyDonations } from '../api/get-my-donations';
import { DonationItem } from './donation-item';
import { LoadError } from './load-error';

/** My Donations: every gift from the signed-in wallet, anonymous ones marked (seen by their donor
 *  only), below the recurring gifts (`pledges`, handed in by app/). */
export function DonationsSection({ pledges }: { pledges?: ReactNode }) {
  const t = useT();
  const donations = useMyDonations();
  if (donations.isPending) {
    // The recurring gifts are read beside the donations, not after them (their code and request
    // start now): they show above the placeholder as soon as they are known.
    return (
      <div className="flex flex-col gap-4">
        {pledges}
        <Card className="flex flex-col gap-3 p-4" role="status" aria-label={t('Loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-14" />
          ))}
        </Card>
      </div>
    );
  }
  if (!donations.data)
    return <LoadError what={msg('Your donations')} onRetry={() => void donations.refetch()} />;
  if (donations.data.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        {pledges}
        <EmptyState
          icon={HandHeart}
          title={t('No donations yet.')}
          description={t('Find a campaign you care about and give from your wallet.')}
          action={
            <Button asChild>
              <Link href="/campaigns">{t('Browse Campaigns')}</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {pledges}
      <Card className="p-4">
        <YearlyStatement years={donationYears(donations.data.map((donation) => donation.createdAt))} />
      </Card>
      <Card>
        <ul className="flex flex-col divide-y" aria-label={t('My donations')}>
          {donations.data.map((donation) => (
            <li key={donation.id} className="flex gap-3 p-4">
              <DonationItem donation={donation} />
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
