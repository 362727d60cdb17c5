import type { AdminUser } from '@crowdvault/shared/api/admin';
import type { UserRole } from '@crowdvault/shared/constants';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, MoreHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { msg, useT } from '@/lib/i18n/i18n';
import { lockedReason, roleMenuItems, statusToggle } from '../lib/user-actions';

/** Each role's menu item, marked for the catalogue. */
const MAKE_ROLE: Record<UserRole, string> = {
  ADMIN: msg('Make Admin'),
  MODERATOR: msg('Make Moderator'),
  USER: msg('Make User'),
};

const itemClass =
  'relative flex cursor-default items-center gap-2 rounded-md py-2 pe-2 ps-8 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted';

/** The per-row menu of SPEC.md §4 (ADMIN only): the roles (current one disabled), then the status
 *  toggle. Suspending asks for a reason, which the parent collects. */
export function UserActionsMenu({
  user,
  viewerId,
  onRole,
  onStatus,
}: {
  user: AdminUser;
  viewerId: number | null;
  onRole: (role: UserRole) => void;
  onStatus: (next: 'ACTIVE' | 'SUSPENDED') => void;
}) {
  const t = useT();
  const locked = lockedReason(user, viewerId);
  const toggle = statusToggle(user);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('Actions for {name}', { name: user.username })}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-52 rounded-lg border bg-card p-1 text-card-foreground shadow-lg data-[state=open]:animate-[fade-in_120ms_ease-out]"
        >
          {locked && <p className="px-2 py-1.5 text-xs text-muted-foreground">{t(locked)}</p>}
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
            {t('Role')}
          </DropdownMenu.Label>
          {roleMenuItems(user, viewerId).map((item) => (
            <DropdownMenu.Item
              key={item.role}
              disabled={item.disabled}
              className={itemClass}
              onSelect={() => onRole(item.role)}
            >
              {item.current && <Check className="absolute start-2 size-4" aria-hidden />}
              {t(MAKE_ROLE[item.role])}
              {item.current && <span className="sr-only"> {t('(current)')}</span>}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
            {t('Status')}
          </DropdownMenu.Label>
          <DropdownMenu.Item
            disabled={locked !== null}
            className={cn(itemClass, toggle.next === 'SUSPENDED' && 'text-destructive')}
            onSelect={() => onStatus(toggle.next)}
          >
            {t(toggle.label)}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
