import type { ComponentProps } from 'react';
import { Route, Switch } from 'wouter';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { ProtectedRoute } from '@/lib/auth/protected-route';
import { AdminPage } from './admin-page';

/** An admin section behind the admin-only wrapper (SPEC.md §2). */
function AdminOnly({ section }: { section: ComponentProps<typeof AdminPage>['section'] }) {
  return (
    <ProtectedRoute requireAdmin>
      <AdminPage section={section} />
    </ProtectedRoute>
  );
}

/** Routes under /admin (relative to it), with the admin area's own 404 fallback, which reveals
 *  nothing and so needs no sign-in. */
export function AdminRoutes() {
  return (
    <Switch>
      <Route path="/">
        <AdminOnly section="dashboard" />
      </Route>
      <Route path="/campaigns/*?">
        <AdminOnly section="campaigns" />
      </Route>
      <Route path="/wallets">
        <AdminOnly section="wallets" />
      </Route>
      <Route path="/users">
        <AdminOnly section="users" />
      </Route>
      <Route path="/settings">
        <AdminOnly section="settings" />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
