import type { AdminUser } from '@crowdvault/shared/api/admin';
import type { UserRole } from '@crowdvault/shared/constants';
import { shortenAddress } from '@crowdvault/shared/format';
import { ACTIONS_COLUMN, DataTable } from '@/components/data/data-table';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableRow } from '@/components/ui/table';
import { useFormat } from '@/lib/i18n/format';
import { msg, useT } from '@/lib/i18n/i18n';
import { reasonText } from '../lib/reason-text';
import { ROLE_BADGES } from '../lib/user-actions';
import { UserActionsMenu } from './user-actions-menu';

const ROLE_VARIANT = { ADMIN: 'default', MODERATOR: 'secondary', USER: 'outline' } as const;
const STATUS_VARIANT = {
  ACTIVE: 'success',
  SUSPENDED: 'destructive',
  PENDING_VERIFICATION: 'warning',
} as const;
const STATUS_LABEL = {
  ACTIVE: msg('Active'),
  SUSPENDED: msg('Suspended'),
  PENDING_VERIFICATION: msg('Pending verification'),
} as const;

/** User Management's table (SPEC.md §2). `canManage` (ADMIN) adds the per-row menu. */
export function UsersTable({
  users,
  canManage,
  viewerId,
  onRole,
  onStatus,
}: {
  users: AdminUser[];
  canManage: boolean;
  viewerId: number | null;
  onRole: (user: AdminUser, role: UserRole) => void;
  onStatus: (user: AdminUser, next: 'ACTIVE' | 'SUSPENDED') => void;
}) {
  const t = useT();
  const format = useFormat();
  const columns = [
    t('ID'),
    t('Username'),
    t('Email'),
    t('Role'),
    t('Status'),
    { header: t('Joined'), className: 'hidden lg:table-cell' },
  ];
  return (
    <div className="rounded-xl border bg-card">
      <DataTable
        label={t('Users')}
        columns={[...columns, canManage && ACTIONS_COLUMN]}
        stackBelow="md"
        divided
      >
        {users.map((user) => (
          <TableRow
            key={user.id}
            data-testid={`admin-user-${user.id}`}
            className="max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1.5 max-md:border-0 max-md:p-4 max-md:[&>td]:p-0!"
          >
            <TableCell className="text-xs text-muted-foreground tabular-nums max-md:hidden">
              {user.id}
            </TableCell>
            <TableCell className="min-w-0 max-md:col-start-1">
              <p className="truncate font-medium">{user.username}</p>
              <p className="font-mono text-xs text-muted-foreground" title={user.walletAddress}>
                <span className="md:hidden">#{user.id} · </span>
                {shortenAddress(user.walletAddress)}
              </p>
            </TableCell>
            <TableCell className="min-w-0 text-sm max-md:col-start-1">
              {user.email ? (
                <span className="flex flex-wrap items-center gap-1.5">
                  <span className="truncate">{user.email}</span>
                  <Badge variant={user.emailVerified ? 'success' : 'outline'}>
                    {user.emailVerified ? t('Verified') : t('Unverified')}
                  </Badge>
                </span>
              ) : (
                <span className="text-muted-foreground">{t('No email')}</span>
              )}
            </TableCell>
            <TableCell className="max-md:col-start-1">
              <span className="flex flex-wrap gap-1.5">
                <Badge variant={ROLE_VARIANT[user.role]}>{t(ROLE_BADGES[user.role])}</Badge>
                <span className="md:hidden">
                  <Badge variant={STATUS_VARIANT[user.status]}>{t(STATUS_LABEL[user.status])}</Badge>
                </span>
              </span>
            </TableCell>
            <TableCell className="max-md:hidden">
              <Badge variant={STATUS_VARIANT[user.status]}>{t(STATUS_LABEL[user.status])}</Badge>
              {user.suspensionReason && (
                <p className="mt-1 max-w-48 text-xs text-muted-foreground">
                  {reasonText(user.suspensionReason, t)}
                </p>
              )}
            </TableCell>
            <TableCell className="hidden text-xs whitespace-nowrap text-muted-foreground lg:table-cell">
              {format.date(user.createdAt)}
            </TableCell>
            {canManage && (
              <TableCell className="text-end max-md:col-start-2 max-md:row-start-1">
                <UserActionsMenu
                  user={user}
                  viewerId={viewerId}
                  onRole={(role) => onRole(user, role)}
                  onStatus={(next) => onStatus(user, next)}
                />
              </TableCell>
            )}
          </TableRow>
        ))}
      </DataTable>
    </div>
  );
}
