import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminStats } from '../api/get-admin-stats';
import { CampaignManagement } from './campaign-management';
import { PlatformAnalytics } from './platform-analytics';
import { SettingsPanel } from './settings-panel';
import { StatsCards } from './stats-cards';
import { WalletManagement } from './wallet-management';

const TABS = [
  ['campaigns', 'Campaigns'],
  ['wallets', 'Wallets'],
  ['analytics', 'Analytics'],
  ['settings', 'Settings'],
] as const;

/** The Admin Dashboard (SPEC.md §2): the stats summary, then four tabs: Campaigns, Wallets,
 *  Analytics and Settings. Each tab is the section of the same name; only the open one loads. */
export function AdminDashboard() {
  const stats = useAdminStats();
  return (
    <div className="flex flex-col gap-6">
      <StatsCards stats={stats.data} failed={stats.isError} onRetry={() => void stats.refetch()} />
      <Tabs defaultValue="campaigns">
        {/* The four share a phone's width (390 px) instead of scrolling the last one out of view. */}
        <TabsList
          aria-label="Admin dashboard"
          className="flex w-full justify-start overflow-x-auto sm:inline-flex sm:w-auto"
        >
          {TABS.map(([value, label]) => (
            <TabsTrigger key={value} value={value} className="flex-1 px-2 sm:flex-none sm:px-4">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="campaigns">
          <CampaignManagement withStats={false} />
        </TabsContent>
        <TabsContent value="wallets">
          <WalletManagement />
        </TabsContent>
        <TabsContent value="analytics">
          <PlatformAnalytics />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
