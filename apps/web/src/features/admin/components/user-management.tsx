import type { AdminUser } from '@crowdvault/shared/api/admin';
import { USER_ROLES, type USER_STATUSES, type UserRole } from '@crowdvault/shared/constants';
import { Eye, UserX } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '@/lib/auth/use-session';
import { msg, useT } from '@/lib/i18n/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useChangeUserRole, useChangeUserStatus } from '../api/change-user';
import { useAdminUsers } from '../api/get-admin-users';
import { usePageOffset } from '../lib/use-page-offset';
import { ROLE_BADGES } from '../lib/user-actions';
import { ConfirmDialog } from './confirm-dialog';
import { FilterSelect } from './filter-select';
import { ListToolbar } from './list-toolbar';
import { PagedList } from './paged-list';
import { ReasonDialog } from './reason-dialog';
import { UsersTable } from './users-table';

const PAGE_SIZE = 25;
type RoleFilter = 'all' | UserRole;
type StatusFilter = 'all' | (typeof USER_STATUSES)[number];
const ROLE_OPTIONS = [
  { value: 'all' as const, label: msg('All roles') },
  ...USER_ROLES.map((role) => ({ value: role, label: ROLE_BADGES[role] })),
];
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: msg('All statuses') },
  { value: 'ACTIVE', label: msg('Active') },
  { value: 'SUSPENDED', label: msg('Suspended') },
  { value: 'PENDING_VERIFICATION', label: msg('Pending verification') },
];

/** What a role change asks: the question (`{name}` the user's) and what the role may do. */
const ROLE_CHANGE: Record<UserRole, { title: string; effect: string; confirm: string }> = {
  ADMIN: {
    title: msg('Make {name} Admin?'),
    effect: msg(
      'An admin can approve, reject, flag and pause any campaign, change any user’s role, suspend accounts and change platform settings.',
    ),
    confirm: msg('Make Admin'),
  },
  MODERATOR: {
    title: msg('Make {name} Moderator?'),
    effect: msg(
      'A moderator can approve, reject, flag and pause any campaign and resolve reports. They cannot change roles or suspend accounts.',
    ),
    confirm: msg('Make Moderator'),
  },
  USER: {
    title: msg('Make {name} User?'),
    effect: msg('They lose every staff power and keep only their own campaigns and donations.'),
    confirm: msg('Make User'),
  },
};

/** User Management (SPEC.md §2, §4): staff read the list; only an ADMIN gets the row menus. */
export function UserManagement() {
  const t = useT();
  const session = useSession();
  const canManage = session.isAdmin;
  const [searchText, setSearchText] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  // A role change gives or takes powers over other people's campaigns and accounts: asked first.
  const [promoting, setPromoting] = useState<{ user: AdminUser; role: UserRole } | null>(null);
  const search = useDebouncedValue(searchText.trim());
  const filtered = search !== '' || role !== 'all' || status !== 'all';
  const [offset, setOffset] = usePageOffset([search, role, status]);
  const query = useAdminUsers({ search, role, status, limit: PAGE_SIZE, offset });
  const page = { offset, limit: PAGE_SIZE, onOffsetChange: setOffset };
  const empty = { icon: UserX, title: filtered ? t('No users found') : t('No users available') };
  const change = promoting ? ROLE_CHANGE[promoting.role] : null;
  const changeRole = useChangeUserRole();
  const changeStatus = useChangeUserStatus();

  function onStatus(user: AdminUser, next: 'ACTIVE' | 'SUSPENDED') {
    if (next === 'SUSPENDED') setSuspending(user);
    else changeStatus.mutate({ userId: user.id, body: { status: 'ACTIVE' } });
  }

  return (
    <section aria-label={t('Users')} className="flex flex-col gap-4">
      {!canManage && (
        <p
          role="note"
          className="flex items-center gap-2 rounded-lg border bg-muted/60 p-3 text-sm text-muted-foreground"
        >
          <Eye className="size-4 shrink-0" aria-hidden />
          {t('Moderators can view users. Only an admin can change roles or suspend accounts.')}
        </p>
      )}
      <ListToolbar
        search={{
          label: t('Search users'),
          placeholder: t('Search by username, email or wallet...'),
          value: searchText,
          onChange: setSearchText,
        }}
      >
        <FilterSelect label={t('Role')} value={role} options={ROLE_OPTIONS} onChange={setRole} />
        <FilterSelect
          label={t('Account status')}
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
        />
      </ListToolbar>
      <PagedList query={query} what="users" page={page} empty={empty}>
        {(users) => (
          <UsersTable
            users={users}
            canManage={canManage}
            viewerId={session.user?.id ?? null}
            onRole={(user, next) => setPromoting({ user, role: next })}
            onStatus={onStatus}
          />
        )}
      </PagedList>
      <ConfirmDialog
        open={promoting !== null}
        onOpenChange={(open) => !open && setPromoting(null)}
        title={change && promoting ? t(change.title, { name: promoting.user.username }) : ''}
        description={change ? t(change.effect) : ''}
        confirmLabel={change ? t(change.confirm) : t('Confirm')}
        pending={changeRole.isPending}
        onConfirm={() =>
          promoting &&
          changeRole.mutate(
            { userId: promoting.user.id, role: promoting.role },
            { onSuccess: () => setPromoting(null) },
          )
        }
      />
      <ReasonDialog
        open={suspending !== null}
        onOpenChange={(open) => !open && setSuspending(null)}
        title={suspending ? t('Suspend {name}?', { name: suspending.username }) : ''}
        description={t(
          'A suspended user cannot create campaigns, post, or use gasless withdrawals. They are shown the reason.',
        )}
        confirmLabel={t('Suspend user')}
        pending={changeStatus.isPending}
        onConfirm={(reason) =>
          suspending &&
          changeStatus.mutate(
            { userId: suspending.id, body: { status: 'SUSPENDED', reason } },
            { onSuccess: () => setSuspending(null) },
          )
        }
      />
    </section>
  );
}
