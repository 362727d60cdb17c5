import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { StaticRegion } from '@/components/layout/static-region';
import { SuspendedNotice } from '@/features/auth/suspended-notice';
import { SiteHeader } from './site-header';

/** A suspended user is told, with the reason, on every page from the moment they sign in. */
function SuspendedBanner() {
  return (
    <div className="container-page empty:hidden print:hidden">
      <SuspendedNotice className="mt-4" />
    </div>
  );
}

/** Header, the page, footer; plus a skip link for keyboard users. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {/* Printing a page (a receipt) leaves the site's chrome out. */}
      <div className="contents print:hidden">
        <SiteHeader />
      </div>
      <main id="main" className="flex-1">
        <SuspendedBanner />
        {children}
      </main>
      {/* Links and text only: React takes it over once the page answers (decision 079). */}
      <StaticRegion liveAfterReady className="contents print:hidden">
        <SiteFooter />
      </StaticRegion>
    </div>
  );
}
