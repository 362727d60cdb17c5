import { AdminRoutes } from '@/features/admin/admin-routes';
import { lazy } from '@/lib/lazy';

// Declared here, inside the admin area's own chunk, rather than in routes.tsx: a lazy part's
// import names every chunk it needs, and in the app's entry that list would weigh on every page.
const AdminRoundsScreen = lazy(
  () => import('@/features/rounds/admin-rounds-page').then((m) => ({ default: m.AdminRoundsScreen })),
  '@/features/rounds/admin-rounds-page#AdminRoundsScreen',
);

/** The admin area with the matching rounds' screens (issue 44), composed here so no feature
 *  imports another. */
export function AdminArea() {
  return <AdminRoutes rounds={AdminRoundsScreen} />;
}
