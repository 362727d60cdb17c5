import { Suspense } from 'react';
import { useDisconnect } from '@/features/auth/signed-in-wallet';
import { DashboardPage as Dashboard } from '@/features/dashboard/dashboard-page';
import { lazy } from '@/lib/lazy';

// The module that asks for the page's data as soon as the session is known: on a cold load boot.ts
// has fetched (and run) it beside the app's entry already (issue 40).
void import('./dashboard-prefetch');

// My Donations' recurring gifts, loaded with that section.
const PledgeList = lazy(
  () => import('@/features/pledges/components/pledge-list').then((m) => ({ default: m.PledgeList })),
  '@/features/pledges/components/pledge-list#PledgeList',
);

// My Campaigns' matching rounds, loaded with that section.
const CreatorRounds = lazy(
  () => import('@/features/rounds/creator-rounds').then((m) => ({ default: m.CreatorRounds })),
  '@/features/rounds/creator-rounds#CreatorRounds',
);

/** The dashboard with the auth feature's disconnect, My Donations' recurring gifts (pledges) and My
 *  Campaigns' matching rounds, composed here so no feature imports another. */
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
      rounds={
        <Suspense fallback={null}>
          <CreatorRounds />
        </Suspense>
      }
    />
  );
}
