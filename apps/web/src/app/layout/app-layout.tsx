import { type ReactNode, Suspense } from 'react';
import { nearViewport, StaticRegion } from '@/components/layout/static-region';
import { useSession } from '@/lib/auth/use-session';
import { useT, withTexts } from '@/lib/i18n/i18n';
import { HydrateApart, lazy } from '@/lib/lazy';
import { SiteHeader } from './site-header';

// Links and text only, at the foot of every page: its code loads when the visitor scrolls near
// it (decision 089). Until then the server's markup stands, its links ordinary links.
const SiteFooter = lazy(
  () => import('@/components/layout/site-footer').then((module) => ({ default: module.SiteFooter })),
  '@/components/layout/site-footer#SiteFooter',
);

// Its code and words load only for a suspended user (the signed-in header's texts): no visitor's
// page carries them (issue 42's budget).
const SuspendedNotice = lazy(
  withTexts('notifications', () =>
    import('@/features/auth/suspended-notice').then((module) => ({ default: module.SuspendedNotice })),
  ),
  '@/features/auth/suspended-notice#SuspendedNotice',
);

/** A suspended user is told, with the reason, on every page from the moment they sign in. */
function SuspendedBanner() {
  const { user } = useSession();
  if (user?.status !== 'SUSPENDED') return null;
  return (
    <div className="container-page empty:hidden print:hidden">
      <Suspense fallback={null}>
        <SuspendedNotice className="mt-4" />
      </Suspense>
    </div>
  );
}

/** Header, the page, footer; plus a skip link for keyboard users. */
export function AppLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {t('Skip to content')}
      </a>
      {/* Printing a page (a receipt) leaves the site's chrome out. The header hydrates in a task of
          its own, not in the page's one long task (issue 42). */}
      <HydrateApart className="contents print:hidden">
        <SiteHeader />
      </HydrateApart>
      <main id="main" className="flex-1">
        <SuspendedBanner />
        {/* The page itself (its route, its data's hooks and its frame) hydrates in a task after
            the shell's, and its own parts in tasks after that (issue 42): no one task adopts the
            whole page. */}
        <HydrateApart className="contents">{children}</HydrateApart>
      </main>
      {/* React takes it over once the page has answered and the visitor nears it (decisions 079,
          089); in a transition, the server's markup staying until the code is in. A box of its
          own, not `contents`, for the viewport to be watched. */}
      <Suspense fallback={null}>
        <StaticRegion wake={nearViewport} className="print:hidden">
          <SiteFooter />
        </StaticRegion>
      </Suspense>
    </div>
  );
}
