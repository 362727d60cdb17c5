import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { msg, useT } from '@/lib/i18n/i18n';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { useMyCampaigns } from '../api/get-my-campaigns';
import { useMyDonations } from '../api/get-my-donations';
import { CampaignSummaryRow } from './campaign-summary-row';
import { DonationItem } from './donation-item';
import { LoadError } from './load-error';
import { Loaded } from './loaded';
import { SummaryCards } from './summary-cards';

const RECENT_COUNT = 3;

function RecentList({ title, href, children }: { title: string; href: string; children: ReactNode }) {
  const t = useT();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-3">
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
        <Link
          href={href}
          className="flex items-center gap-1 rounded text-sm font-medium text-primary hover:underline"
        >
          {t('View all')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </CardHeader>
      <CardContent className="px-3 pb-3">{children}</CardContent>
    </Card>
  );
}

function ListSkeleton() {
  const t = useT();
  return (
    <div className="flex flex-col gap-2" role="status" aria-label={t('Loading')}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-16" />
      ))}
    </div>
  );
}

const emptyText = (text: string) => (
  <p className="px-3 py-8 text-center text-sm text-muted-foreground">{text}</p>
);

/** Overview: the cards, then the three latest campaigns and donations. Someone who has not started
 *  a campaign is a donor here: their donations come first, and the campaigns list invites them to
 *  start one. */
export function OverviewSection() {
  const t = useT();
  const summary = useDashboardSummary();
  const campaigns = useMyCampaigns();
  const donations = useMyDonations();
  // Unknown while loading, and when the list failed: then the four cards, as for a creator.
  const hasCampaigns = campaigns.data ? campaigns.data.length > 0 : campaigns.isError ? true : undefined;

  const recentCampaigns = (
    <RecentList title={t('Recent Campaigns')} href="/dashboard/campaigns">
      <Loaded query={campaigns} what={msg('Your campaigns')} loading={<ListSkeleton />}>
        {(list) =>
          list.length === 0 ? (
            <div className="flex flex-col items-center gap-3 px-3 py-8 text-center">
              <p className="text-sm text-muted-foreground">{t('No campaigns yet.')}</p>
              <Button asChild variant="outline" size="sm">
                <Link href="/create">{t('Start a campaign')}</Link>
              </Button>
            </div>
          ) : (
            <ul className="flex flex-col gap-1">
              {list.slice(0, RECENT_COUNT).map((campaign) => (
                <li key={campaign.id}>
                  <CampaignSummaryRow campaign={campaign} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </RecentList>
  );
  const recentDonations = (
    <RecentList title={t('Recent Donations')} href="/dashboard/donations">
      <Loaded query={donations} what={msg('Your donations')} loading={<ListSkeleton />}>
        {(list) =>
          list.length === 0 ? (
            emptyText(t('No donations yet.'))
          ) : (
            <ul className="flex flex-col gap-1">
              {list.slice(0, RECENT_COUNT).map((donation) => (
                <li key={donation.id} className="rounded-lg p-3">
                  <DonationItem donation={donation} showHash={false} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </RecentList>
  );

  return (
    <div className="flex flex-col gap-6">
      {summary.isError && !summary.data ? (
        <LoadError what={msg('Your totals')} onRetry={() => void summary.refetch()} />
      ) : (
        <SummaryCards summary={summary.data} hasCampaigns={hasCampaigns} />
      )}
      {/* The summary cards' gap, so both grids' columns line up. */}
      <div className="grid gap-4 lg:grid-cols-2">
        {hasCampaigns === false ? (
          <>
            {recentDonations}
            {recentCampaigns}
          </>
        ) : (
          <>
            {recentCampaigns}
            {recentDonations}
          </>
        )}
      </div>
    </div>
  );
}
