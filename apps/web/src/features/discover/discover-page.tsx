import { Search } from 'lucide-react';
import { useSearch } from 'wouter';
import { EmptyState } from '@/components/layout/empty-state';
import { PageHeader } from '@/components/layout/page-header';
import { usePageMeta } from '@/lib/page-meta';

export function DiscoverPage() {
  usePageMeta('Discover Campaigns', 'Find causes that matter to you');
  const search = new URLSearchParams(useSearch()).get('search');
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader title="Discover Campaigns" subtitle="Find causes that matter to you" />
      <EmptyState
        className="mt-10"
        icon={Search}
        title={search ? `Results for “${search}”` : 'Campaigns will appear here'}
        description="Browse live campaigns by category, status and popularity. Check back soon."
      />
    </div>
  );
}
