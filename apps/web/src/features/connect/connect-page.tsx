import { Wallet } from 'lucide-react';
import { EmptyState } from '@/components/layout/empty-state';
import { PageHeader } from '@/components/layout/page-header';
import { usePageMeta } from '@/lib/page-meta';

export function ConnectPage() {
  usePageMeta('Connect Your Wallet');
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <PageHeader title="Connect Your Wallet" subtitle="Sign in with your wallet to continue." />
      <EmptyState
        className="mt-10"
        icon={Wallet}
        title="Wallet connection is coming"
        description="Soon you will connect a browser wallet or scan a QR code here."
      />
    </div>
  );
}
