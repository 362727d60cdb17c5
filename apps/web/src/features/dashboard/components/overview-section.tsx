import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { useMyCampaigns } from '../api/get-my-campaigns';
import { useMyDonations } from '../api/get-my-donations';
import { CampaignSummaryRow } from './campaign-summary-row';
import { DonationItem } from './donation-item';
import { LoadError } from './load-error';
import { SummaryCards } from './summary-cards';

const RECENT_COUNT = 3;

function RecentList({ title, href, children }: { title: string; href: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-3">
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
        <Link
          href={href}
          className="flex items-center gap-1 rounded text-sm font-medium text-primary hover:underline"
        >
          View all
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </CardHeader>
      <CardContent className="px-3 pb-3">{children}</CardContent>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-2" role="status" aria-label="Loading">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-16" />
      ))}
    </div>
  );
}

const emptyText = (text: string) => (
  <p className="px-3 py-8 text-center text-sm text-muted-foreground">{text}</p>
);

/** Overview: the four cards, then the three latest campaigns and donations. */
export function OverviewSection() {
  const summary = useDashboardSummary();
  const campaigns = useMyCampaigns();
  const donations = useMyDonations();

  return (
    <div className="flex flex-col gap-6">
      {summary.isError && !summary.data ? (
        <LoadError what="Your totals" onRetry={() => void summary.refetch()} />
      ) : (
        <SummaryCards summary={summary.data} />
      )}
      {/* The summary cards' gap, so both grids' columns line up. */}
      <div className="grid gap-4 lg:grid-cols-2">
        <RecentList title="Recent Campaigns" href="/dashboard/campaigns">
          {campaigns.isPending ? (
            <ListSkeleton />
          ) : !campaigns.data ? (
            <LoadError what="Your campaigns" onRetry={() => void campaigns.refetch()} />
          ) : campaigns.data.length === 0 ? (
            emptyText('No campaigns yet.')
          ) : (
            <ul className="flex flex-col gap-1">
              {campaigns.data.slice(0, RECENT_COUNT).map((campaign) => (
                <li key={campaign.id}>
                  <CampaignSummaryRow campaign={campaign} />
                </li>
              ))}
            </ul>
          )}
        </RecentList>
        <RecentList title="Recent Donations" href="/dashboard/donations">
          {donations.isPending ? (
            <ListSkeleton />
          ) : !donations.data ? (
            <LoadError what="Your donations" onRetry={() => void donations.refetch()} />
          ) : donations.data.length === 0 ? (
            emptyText('No donations yet.')
          ) : (
            <ul className="flex flex-col gap-1">
              {donations.data.slice(0, RECENT_COUNT).map((donation) => (
                <li key={donation.id} className="rounded-lg p-3">
                  <DonationItem donation={donation} showHash={false} />
                </li>
              ))}
            </ul>
          )}
        </RecentList>
      </div>
    </div>
  );
}
