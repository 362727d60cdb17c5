import { Route, Switch } from 'wouter';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { ProtectedRoute } from '@/features/auth/protected-route';
import { AdminPage } from './admin-page';

/** Routes under /admin (relative to it), with the admin area's own 404 fallback. */
export function AdminRoutes() {
  return (
    <ProtectedRoute requireAdmin>
      <Switch>
        <Route path="/">
          <AdminPage section="dashboard" />
        </Route>
        <Route path="/campaigns/*?">
          <AdminPage section="campaigns" />
        </Route>
        <Route path="/wallets">
          <AdminPage section="wallets" />
        </Route>
        <Route path="/users">
          <AdminPage section="users" />
        </Route>
        <Route path="/settings">
          <AdminPage section="settings" />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </ProtectedRoute>
  );
}
