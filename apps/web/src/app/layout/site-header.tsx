import { Plus } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { HeaderSearch } from '@/components/layout/header-search';
import { Logo } from '@/components/layout/logo';
import { MAIN_NAV } from '@/components/layout/nav-items';
import { NavLink } from '@/components/layout/nav-link';
import { Button } from '@/components/ui/button';
import { HeaderWalletActions } from '@/features/auth/header-wallet-actions';
import { useSession } from '@/lib/auth/use-session';
import { cn } from '@/lib/cn';
import { useT, withTexts } from '@/lib/i18n/i18n';
import { lazy } from '@/lib/lazy';
import { MobileNav } from './mobile-nav';

// The bell and its menu load only for a signed-in user: a visitor's header stays as it was, and
// the bell's texts come with it (their own group), not in every page's shell.
const NotificationBell = lazy(
  withTexts('notifications', () =>
    import('@/features/notifications/components/notification-bell').then((m) => ({
      default: m.NotificationBell,
    })),
  ),
  '@/features/notifications/components/notification-bell#NotificationBell',
);

export function SiteHeader() {
  const session = useSession();
  const t = useT();
  // Signed in, a phone's bar holds the bell, the address and balance and the menu: the word mark
  // gives way (with it, a 1,000,000.00 USDT balance pushed the menu off a 360-390 px screen).
  const crowded = session.status !== 'signed-out';
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-md">
      <div className="container-page flex h-16 items-center gap-3 sm:gap-4">
        <Logo wordmarkClassName={crowded ? 'max-sm:hidden' : undefined} />
        <nav aria-label={t('Main')} className="ms-4 hidden items-center gap-1 lg:flex">
          {MAIN_NAV.map((item) => (
            <NavLink
              key={item.href}
              href={item.href}
              className="rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
              activeClassName="bg-secondary text-secondary-foreground hover:bg-secondary hover:text-secondary-foreground"
            >
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        {/* Tighter on phones: the bell, the wallet and the menu must fit 390 px. */}
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <div className="hidden lg:block">
            <HeaderSearch />
          </div>
          {/* Signed in, the wallet's chip, network and Dashboard need the room: below 1536 px the
              link is its icon (named for screen readers and as a tooltip), or the bar overflowed
              1024 px by 150 px and 1280 px by a few. */}
          <Button asChild variant="ghost" className={cn('hidden lg:inline-flex', crowded && 'max-2xl:px-3')}>
            <Link href="/create" title={crowded ? t('Start a fundraiser') : undefined}>
              <Plus aria-hidden />
              <span className={cn(crowded && 'max-2xl:sr-only')}>{t('Start a fundraiser')}</span>
            </Link>
          </Button>
          {session.status === 'signed-in' && (
            <Suspense fallback={null}>
              <NotificationBell className="size-9 sm:size-10" />
            </Suspense>
          )}
          <HeaderWalletActions className="hidden sm:flex" />
          <HeaderWalletActions layout="compact" className="sm:hidden" />
          <MobileNav className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}
