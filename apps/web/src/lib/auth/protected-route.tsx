import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useT } from '@/lib/i18n/i18n';
import { type Session, useSession } from './use-session';

/** MODERATOR or ADMIN: may enter the admin area (what each may do there is the server's call). */
export function isStaff(session: Session): boolean {
  return session.isAdmin || session.user?.role === 'ADMIN' || session.user?.role === 'MODERATOR';
}

/** SPEC.md §2's wrapper: 'Loading...' while a stored session is being restored; a visitor sees the
 *  "Connect your wallet" card at once, in place (its connect keeps them here, and the page then
 *  shows); a signed-in user without the required role goes to /dashboard. SPEC.md sends a visitor
 *  to / after a second of 'Loading...' instead: that read as a broken page (decision 073).
 *  `requireStaff` lets in MODERATORs and ADMINs (the admin area); `requireAdmin` only ADMINs. */
export function ProtectedRoute({
  children,
  requireAdmin = false,
  requireStaff = false,
  signedOut,
}: {
  children: ReactNode;
  requireAdmin?: boolean;
  requireStaff?: boolean;
  /** What a visitor sees in place of the page: the "Connect your wallet" card (components/). */
  signedOut: ReactNode;
}) {
  const t = useT();
  const session = useSession();

  if (session.status === 'restoring') {
    return (
      // A viewport tall, like the page loader before it and the page after it, so the footer does
      // not come up into view and go down again.
      <div className="container-page flex min-h-dvh items-center justify-center py-12" role="status">
        <p className="text-muted-foreground">{t('Loading...')}</p>
      </div>
    );
  }
  if (session.status !== 'signed-in') {
    return <div className="container-page min-h-dvh py-10 sm:py-14">{signedOut}</div>;
  }
  // "~" makes the target absolute: the admin area is a nested router based at /admin.
  if (requireAdmin && !session.isAdmin) return <Redirect to="~/dashboard" replace />;
  if (requireStaff && !isStaff(session)) return <Redirect to="~/dashboard" replace />;
  return <>{children}</>;
}
