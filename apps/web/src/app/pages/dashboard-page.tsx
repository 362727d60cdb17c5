import { useDisconnect } from '@/features/auth/signed-in-wallet';
import { DashboardPage as Dashboard } from '@/features/dashboard/dashboard-page';

/** The dashboard with the auth feature's disconnect, composed here so neither feature imports the
 *  other. */
export function DashboardPage({ rest }: { rest?: string }) {
  const disconnect = useDisconnect();
  return <Dashboard rest={rest} onDisconnect={() => void disconnect()} />;
}
