import { useDisconnect } from '@/features/auth/signed-in-wallet';
import { DashboardPage as Dashboard } from '@/features/dashboard/dashboard-page';
import { PledgeList } from '@/features/pledges/components/pledge-list';

/** The dashboard with the auth feature's disconnect and My Donations' monthly gifts (pledges),
 *  composed here so no feature imports another. */
export function DashboardPage({ rest }: { rest?: string }) {
  const disconnect = useDisconnect();
  return <Dashboard rest={rest} onDisconnect={() => void disconnect()} pledges={<PledgeList />} />;
}
