import { type ReactNode, Suspense } from 'react';
import { ConnectWalletPrompt } from '@/components/layout/connect-wallet-prompt';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/auth/use-session';
import { useT } from '@/lib/i18n/i18n';
import { lazy } from '@/lib/lazy';
import { usePageMeta } from '@/lib/page-meta';
import { CampaignsSection } from './components/campaigns-section';
import { DashboardLayout } from './components/dashboard-layout';
import { DonationsSection } from './components/donations-section';
import { EditCampaignSection } from './components/edit-campaign-section';
import { OverviewSection } from './components/overview-section';
import { SettingsSection } from './components/settings-section';
import { WalletsSection } from './components/wallets-section';
import { WithdrawalsSection } from './components/withdrawals-section';
import { DASHBOARD_SECTIONS, type DashboardSection, resolveDashboardSection } from './lib/sections';

// Analytics brings the charting library: its own chunk, loaded only on /dashboard/analytics.
const LazyAnalyticsSection = lazy(
  () => import('./components/analytics-section').then((m) => ({ default: m.AnalyticsSection })),
  '@/features/dashboard/components/analytics-section#AnalyticsSection',
);
function AnalyticsSection() {
  const t = useT();
  return (
    <Suspense fallback={<Skeleton className="h-96" role="status" aria-label={t('Loading')} />}>
      <LazyAnalyticsSection />
    </Suspense>
  );
}

const CONTENT: Record<DashboardSection, () => React.JSX.Element> = {
  overview: OverviewSection,
  campaigns: CampaignsSection,
  donations: () => <DonationsSection />,
  wallets: WalletsSection,
  analytics: AnalyticsSection,
  withdrawals: WithdrawalsSection,
  settings: SettingsSection,
};

/** `/dashboard/<section>` (SPEC.md §2). `onDisconnect` is the wallet's disconnect, which app/
 *  hands in from the auth feature. */
export function DashboardPage({
  rest,
  onDisconnect,
  pledges,
  rounds,
}: {
  rest?: string;
  onDisconnect: () => void;
  /** My Donations' recurring gifts, from the pledges feature. */
  pledges?: ReactNode;
  /** My Campaigns' matching rounds (applying a campaign, the decisions), from the rounds feature. */
  rounds?: ReactNode;
}) {
  const section = resolveDashboardSection(rest);
  const session = useSession();
  const t = useT();
  usePageMeta(t(DASHBOARD_SECTIONS[section].title));
  const Content = CONTENT[section];
  // `/dashboard/campaigns/:id/edit` is the edit form inside My Campaigns.
  const editId = /^campaigns\/(\d+)\/edit$/.exec(rest ?? '')?.[1];
  return (
    <DashboardLayout section={section} onDisconnect={onDisconnect}>
      {session.status !== 'signed-in' || !session.address ? (
        <ConnectWalletPrompt />
      ) : editId ? (
        <EditCampaignSection campaignId={editId} />
      ) : section === 'donations' ? (
        <DonationsSection pledges={pledges} />
      ) : section === 'campaigns' ? (
        <div className="flex flex-col gap-10">
          <CampaignsSection />
          {rounds}
        </div>
      ) : (
        <Content />
      )}
    </DashboardLayout>
  );
}
