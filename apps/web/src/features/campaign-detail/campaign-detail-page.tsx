import { ArrowLeft, HandCoins } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState } from '@/components/layout/empty-state';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/page-meta';

export function CampaignDetailPage({ id }: { id: string }) {
  usePageMeta('Campaign');
  return (
    <div className="container-page py-10 sm:py-14">
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-6">
        <Link href="/discover">
          <ArrowLeft aria-hidden />
          All campaigns
        </Link>
      </Button>
      <PageHeader eyebrow={`Campaign #${id}`} title="Campaign details" />
      <EmptyState
        className="mt-10"
        icon={HandCoins}
        title="Campaign coming into view"
        description="Story, progress, the campaign vault and donations will appear here."
      />
    </div>
  );
}
