import { LogOut, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { DASHBOARD_SECTIONS, type DashboardSection } from '../lib/sections';

const ENTRIES = Object.entries(DASHBOARD_SECTIONS) as [
  DashboardSection,
  (typeof DASHBOARD_SECTIONS)[DashboardSection],
][];

/** The side menu's links, then Create Campaign and Disconnect Wallet. `onNavigate` closes the
 *  mobile menu. */
export function DashboardNav({
  section,
  onDisconnect,
  onNavigate,
}: {
  section: DashboardSection;
  onDisconnect: () => void;
  onNavigate?: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={t('Dashboard')} className="flex flex-col gap-1">
        {ENTRIES.map(([key, item]) => {
          const active = key === section;
          const Icon = item.icon;
          return (
            <Link
              key={key}
              href={item.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
                active &&
                  'bg-secondary text-secondary-foreground hover:bg-secondary hover:text-secondary-foreground',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              {t(item.label)}
            </Link>
          );
        })}
      </nav>
      <div className="flex flex-col gap-2 border-t pt-6">
        <Button asChild>
          <Link href="/create" onClick={onNavigate}>
            <Plus aria-hidden />
            {t('Create Campaign')}
          </Link>
        </Button>
        <Button
          variant="ghost"
          className="text-muted-foreground hover:text-destructive"
          onClick={() => {
            onNavigate?.();
            onDisconnect();
          }}
        >
          <LogOut aria-hidden />
          {t('Disconnect Wallet')}
        </Button>
      </div>
    </div>
  );
}
