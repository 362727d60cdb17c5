import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { ADMIN_NAV, type AdminSection } from '../lib/sections';

/** Phone columns (of 12) an item takes in a row of `count`: static names, for Tailwind to find. */
const SPAN: Record<number, string> = { 1: 'col-span-12', 2: 'col-span-6', 3: 'col-span-4', 4: 'col-span-3' };

/** The admin area's tabs, as links (each screen has its own URL). On a phone they sit in two full
 *  rows, all in view, each an icon over its label: a bar that scrolls sideways hid half the tabs
 *  at 390 px, and a grid of three left the last one alone on a third row. */
export function AdminNav({ section, openReports }: { section: AdminSection; openReports?: number }) {
  const t = useT();
  const format = useFormat();
  return (
    <nav aria-label={t('Admin')}>
      <ul className="grid grid-cols-12 gap-1 rounded-xl bg-muted p-1 sm:flex sm:flex-wrap">
        {ADMIN_NAV.map((item, index) => {
          const active = item.sections.includes(section);
          const Icon = item.icon;
          // The first row takes the odd one: 4 over 3 for the seven tabs.
          const firstRow = Math.ceil(ADMIN_NAV.length / 2);
          const inRow = index < firstRow ? firstRow : ADMIN_NAV.length - firstRow;
          return (
            <li key={item.href} className={SPAN[inRow] ?? 'col-span-4'}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 w-full flex-col items-center justify-center gap-0.5 whitespace-nowrap rounded-lg px-1 py-1.5 text-xs font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:inline-flex sm:min-h-9 sm:w-auto sm:flex-row sm:gap-2 sm:px-4 sm:py-2 sm:text-sm',
                  active && 'bg-card text-foreground shadow-sm',
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                <span className="flex items-center gap-1.5">
                  {t(item.label)}
                  {item.href === '/reports' && openReports ? (
                    <span className="rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground tabular-nums">
                      <span className="sr-only">{t(', open:')} </span>
                      {format.count(openReports)}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
