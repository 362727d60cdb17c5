import { lazy, Suspense } from 'react';
import { useDisconnect } from '@/features/auth/signed-in-wallet';
import { DashboardPage as Dashboard } from '@/features/dashboard/dashboard-page';

// My Donations' recurring gifts, loaded with that section.
const PledgeList = lazy(() =>
  import('@/features/pledges/components/pledge-list').then((m) => ({ default: m.PledgeList })),
);

/** The dashboard with the auth feature's disconnect and My Donations' recurring gifts (pledges),
 *  composed here so no feature imports another. */
export function DashboardPage({ rest }: { rest?: string }) {
  const disconnect = useDisconnect();
  return (
    <Dashboard
      rest={rest}
      onDisconnect={() => void disconnect()}
      pledges={
        <Suspense fallback={null}>
          <PledgeList />
        </Suspense>
      }
    />
  );
}
