import { ShieldCheck } from 'lucide-react';
import { EmptyState } from '@/components/layout/empty-state';
import { PageHeader } from '@/components/layout/page-header';
import { usePageMeta } from '@/lib/page-meta';

export const ADMIN_SECTIONS = {
  dashboard: 'Admin Dashboard',
  campaigns: 'Campaign Management',
  wallets: 'Wallet Management',
  users: 'User Management',
  settings: 'Settings',
} as const;
export type AdminSection = keyof typeof ADMIN_SECTIONS;

export function AdminPage({ section }: { section: AdminSection }) {
  const title = ADMIN_SECTIONS[section];
  usePageMeta(title);
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader eyebrow="Admin" title={title} />
      <EmptyState
        className="mt-10"
        icon={ShieldCheck}
        title="Admin tools are on their way"
        description="Moderation, wallets and user management will live here."
      />
    </div>
  );
}
