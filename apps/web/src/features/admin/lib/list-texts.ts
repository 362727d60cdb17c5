import { msg } from '@/lib/i18n/i18n';

/** The admin's paged lists. */
export type AdminList = 'campaigns' | 'wallets' | 'users' | 'reports' | 'audit' | 'settings';

/**
 * What each list says when it fails to load (SPEC.md §8's 'Error loading campaigns', 'Failed to load
 * campaigns. Please try again.'), its pager's line ("Showing 1–12 of 130 campaigns": `{first}`,
 * `{last}` and `{total}` are the figures, `{count}` the total for the plural) and the pager's name.
 * English, marked for the catalogue; shown through `t`.
 */
export const LIST_TEXTS: Record<
  AdminList,
  { errorTitle: string; errorFallback: string; showing: string; pages: string }
> = {
  campaigns: {
    errorTitle: msg('Error loading campaigns'),
    errorFallback: msg('Failed to load campaigns. Please try again.'),
    showing: msg('Showing {first}–{last} of {total} {count, plural, one {campaign} other {campaigns}}'),
    pages: msg('Pages of campaigns'),
  },
  wallets: {
    errorTitle: msg('Error loading wallets'),
    errorFallback: msg('Failed to load wallets. Please try again.'),
    showing: msg('Showing {first}–{last} of {total} {count, plural, one {wallet} other {wallets}}'),
    pages: msg('Pages of wallets'),
  },
  users: {
    errorTitle: msg('Error loading users'),
    errorFallback: msg('Failed to load users. Please try again.'),
    showing: msg('Showing {first}–{last} of {total} {count, plural, one {user} other {users}}'),
    pages: msg('Pages of users'),
  },
  reports: {
    errorTitle: msg('Error loading reports'),
    errorFallback: msg('Failed to load reports. Please try again.'),
    showing: msg('Showing {first}–{last} of {total} {count, plural, one {report} other {reports}}'),
    pages: msg('Pages of reports'),
  },
  audit: {
    errorTitle: msg('Error loading the audit log'),
    errorFallback: msg('Failed to load the audit log. Please try again.'),
    showing: msg('Showing {first}–{last} of {total} {count, plural, one {entry} other {entries}}'),
    pages: msg('Pages of entries'),
  },
  settings: {
    errorTitle: msg('Error loading settings'),
    errorFallback: msg('Failed to load settings. Please try again.'),
    showing: '',
    pages: '',
  },
};
