import { TIMINGS } from '@crowdvault/shared/constants';
import { type ReactNode, useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { type Session, useSession } from './use-session';

/** MODERATOR or ADMIN: may enter the admin area (what each may do there is the server's call). */
export function isStaff(session: Session): boolean {
  return session.isAdmin || session.user?.role === 'ADMIN' || session.user?.role === 'MODERATOR';
}

/** SPEC.md §2's wrapper: 'Loading...' while the session is not known yet (at most 1 s for a
 *  visitor with no session, longer only while a stored session is being restored); then a visitor
 *  goes to /, a signed-in user without the required role to /dashboard. A signed-in user is not
 *  kept waiting. `requireStaff` lets in MODERATORs and ADMINs (the admin area); `requireAdmin`
 *  only ADMINs. */
export function ProtectedRoute({
  children,
  requireAdmin = false,
  requireStaff = false,
}: {
  children: ReactNode;
  requireAdmin?: boolean;
  requireStaff?: boolean;
}) {
  const session = useSession();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), TIMINGS.protectedRouteDelayMs);
    return () => clearTimeout(timer);
  }, []);

  if (session.status === 'restoring' || (session.status === 'signed-out' && !waited)) {
    return (
      // A viewport tall, like the page loader before it and the page after it, so the footer does
      // not come up into view and go down again.
      <div className="container-page flex min-h-dvh items-center justify-center py-12" role="status">
        <p className="text-muted-foreground">Loading...</p>
      </div>
    );
  }
  // "~" makes the target absolute: the admin area is a nested router based at /admin.
  if (session.status !== 'signed-in') return <Redirect to="~/" replace />;
  if (requireAdmin && !session.isAdmin) return <Redirect to="~/dashboard" replace />;
  if (requireStaff && !isStaff(session)) return <Redirect to="~/dashboard" replace />;
  return <>{children}</>;
}
