import { Rocket } from 'lucide-react';
import { EmptyState } from '@/components/layout/empty-state';
import { PageHeader } from '@/components/layout/page-header';
import { usePageMeta } from '@/lib/page-meta';

export function CreateCampaignPage() {
  usePageMeta('Create Your Campaign', 'Start a campaign and raise stablecoins into its own vault.');
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <PageHeader
        title="Create Your Campaign"
        subtitle="Tell your story, set a goal and start raising USDT into your own campaign vault."
      />
      <EmptyState
        className="mt-10"
        icon={Rocket}
        title="The campaign form is coming"
        description="Connect your wallet, describe your campaign and publish it for review."
      />
    </div>
  );
}
