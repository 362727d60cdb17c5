import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { ADMIN_NAV, type AdminSection } from '../lib/sections';

/** The admin area's tabs, as links (each screen has its own URL). On a phone they sit in a grid of
 *  three columns, all in view: a bar that scrolls sideways hid half the tabs at 390 px. */
export function AdminNav({ section, openReports }: { section: AdminSection; openReports?: number }) {
  return (
    <nav aria-label="Admin">
      <ul className="grid grid-cols-3 gap-1 rounded-xl bg-muted p-1 sm:flex sm:flex-wrap">
        {ADMIN_NAV.map((item) => {
          const active = item.sections.includes(section);
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 w-full items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:inline-flex sm:min-h-9 sm:w-auto sm:gap-2 sm:px-4',
                  active && 'bg-card text-foreground shadow-sm',
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                {item.label}
                {item.href === '/reports' && openReports ? (
                  <span className="rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground tabular-nums">
                    <span className="sr-only">, open: </span>
                    {openReports}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
