import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ConnectWalletPrompt } from '@/components/layout/connect-wallet-prompt';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { ProtectedRoute } from '@/lib/auth/protected-route';
import { useT } from '@/lib/i18n/i18n';
import { AdminPage } from './admin-page';
import type { AdminSection } from './lib/sections';

/** An admin screen behind the staff wrapper: MODERATORs and ADMINs get in, a signed-in USER goes
 *  to /dashboard, a visitor sees the connect card (decision 073). */
function StaffOnly({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <ProtectedRoute
      requireStaff
      signedOut={
        <ConnectWalletPrompt description={t('Please connect your wallet to view the admin dashboard.')} />
      }
    >
      {children}
    </ProtectedRoute>
  );
}

const SECTIONS: readonly Exclude<AdminSection, 'dashboard' | 'campaigns'>[] = [
  'wallets',
  'analytics',
  'users',
  'reports',
  'audit',
  'settings',
];

/** Routes under /admin (relative to it), with the admin area's own 404 fallback, which reveals
 *  nothing and so needs no sign-in. `rounds` is the matching rounds' screen, composed by app/:
 *  the list at /rounds, a new round at /rounds/new, one round at /rounds/:id. */
export function AdminRoutes({ rounds: Rounds }: { rounds?: ComponentType<{ roundId?: string }> }) {
  return (
    <Switch>
      <Route path="/">
        <StaffOnly>
          <AdminPage section="dashboard" />
        </StaffOnly>
      </Route>
      <Route path="/campaigns">
        <StaffOnly>
          <AdminPage section="campaigns" />
        </StaffOnly>
      </Route>
      <Route path="/campaigns/:id">
        {(params) => (
          <StaffOnly>
            <AdminPage section="campaigns" campaignId={params.id} />
          </StaffOnly>
        )}
      </Route>
      {Rounds && (
        <Route path="/rounds/:id?">
          {(params) => (
            <StaffOnly>
              <AdminPage section="rounds">
                <Suspense fallback={null}>
                  <Rounds roundId={params.id} />
                </Suspense>
              </AdminPage>
            </StaffOnly>
          )}
        </Route>
      )}
      {SECTIONS.map((section) => (
        <Route key={section} path={`/${section}`}>
          <StaffOnly>
            <AdminPage section={section} />
          </StaffOnly>
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
