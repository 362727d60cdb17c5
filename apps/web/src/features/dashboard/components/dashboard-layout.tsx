import { Menu } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useT } from '@/lib/i18n/i18n';
import { DASHBOARD_SECTIONS, type DashboardSection } from '../lib/sections';
import { DashboardNav } from './dashboard-nav';

/** The dashboard's frame: the side menu (a toggled drawer on small screens), the section's title
 *  and its content. */
export function DashboardLayout({
  section,
  onDisconnect,
  children,
}: {
  section: DashboardSection;
  onDisconnect: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const info = DASHBOARD_SECTIONS[section];
  return (
    // At least a viewport tall: sections fill in as their data arrives, the footer stays below.
    <div className="container-page min-h-dvh py-6 sm:py-10">
      <div className="flex gap-8 xl:gap-10">
        <aside className="hidden w-56 shrink-0 lg:block" aria-label={t('Dashboard menu')}>
          <div className="sticky top-24">
            <DashboardNav section={section} onDisconnect={onDisconnect} />
          </div>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col gap-6 sm:gap-8">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              {/* The name starts with the visible text (the section), so that saying what one sees
                  finds the button (WCAG 2.5.3). */}
              <Button
                variant="outline"
                className="self-start lg:hidden"
                aria-label={t('{section}: open the dashboard menu', { section: t(info.label) })}
              >
                <Menu aria-hidden />
                {t(info.label)}
              </Button>
            </SheetTrigger>
            <SheetContent side="left">
              <SheetTitle className="pe-10">{t('Dashboard')}</SheetTitle>
              <SheetDescription className="sr-only">
                {t('Dashboard sections and wallet actions')}
              </SheetDescription>
              <DashboardNav
                section={section}
                onDisconnect={onDisconnect}
                onNavigate={() => setMenuOpen(false)}
              />
            </SheetContent>
          </Sheet>
          <PageHeader
            eyebrow={section === 'overview' ? undefined : t('Dashboard')}
            title={t(info.title)}
            subtitle={t(info.subtitle)}
          />
          {children}
        </div>
      </div>
    </div>
  );
}
