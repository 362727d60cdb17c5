import { NOTIFICATION_KINDS, type NotificationKind } from '@crowdvault/shared/api/notifications';
import {
  type NotificationPreferences,
  type ProfileSettings,
  type ProfileUpdateInput,
  profileUpdateSchema,
} from '@crowdvault/shared/api/profile';
import { msg } from '@/lib/i18n/i18n';

export interface ProfileValues {
  username: string;
  bio: string;
  avatarUrl: string;
  email: string;
  notifications: NotificationPreferences;
}
type TextField = Exclude<keyof ProfileValues, 'notifications'>;
export type ProfileErrors = Partial<Record<TextField | 'form', string>>;

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { label: string; hint: string }> = {
  update: { label: msg('New updates'), hint: msg('A campaign you follow posts an update') },
  withdrawal: {
    label: msg('Withdrawals'),
    hint: msg('Funds are withdrawn from the vault of a campaign you follow'),
  },
  goal: { label: msg('Goal reached'), hint: msg('A campaign you follow reaches its goal') },
  ending: { label: msg('Ending soon'), hint: msg('A campaign you follow ends in 3 days') },
  moderation: {
    label: msg('Moderation'),
    hint: msg('A moderator approves, rejects, flags, features or pauses a campaign of yours'),
  },
  outcome: {
    label: msg('All-or-nothing results'),
    hint: msg('An all-or-nothing campaign you gave to or follow reaches its goal in time, or misses it'),
  },
  safe: {
    label: msg('Safe signatures'),
    hint: msg('A withdrawal is proposed or executed for a campaign whose vault a Safe of yours owns'),
  },
  pledge: {
    label: msg('Monthly giving'),
    hint: msg('A pledge of yours is about to be collected, was collected, failed, lapsed or was cancelled'),
  },
  round: {
    label: msg('Matching rounds'),
    hint: msg(
      'A campaign of yours is accepted into a matching round or declined, the round closes, its result is published or its match is paid',
    ),
  },
};

export function initialProfileValues(settings: ProfileSettings): ProfileValues {
  return {
    username: settings.username,
    bio: settings.bio ?? '',
    avatarUrl: settings.avatarUrl ?? '',
    email: settings.email ?? '',
    notifications: { ...settings.notifications },
  };
}

/** Only what changed, checked by the server's own schema (a blank bio, avatar or e-mail clears it). */
export function profilePayload(
  settings: ProfileSettings,
  values: ProfileValues,
): { ok: true; payload: ProfileUpdateInput } | { ok: false; errors: ProfileErrors } {
  const initial = initialProfileValues(settings);
  const changed: Record<string, unknown> = {};
  for (const key of ['username', 'bio', 'avatarUrl', 'email'] as const) {
    if (values[key].trim() !== initial[key].trim()) changed[key] = values[key];
  }
  const kinds = NOTIFICATION_KINDS.filter(
    (kind) => values.notifications[kind] !== initial.notifications[kind],
  );
  if (kinds.length > 0)
    changed.notifications = Object.fromEntries(kinds.map((k) => [k, values.notifications[k]]));
  if (Object.keys(changed).length === 0)
    return { ok: false, errors: { form: msg('Nothing to save: change a field first') } };
  const result = profileUpdateSchema.safeParse(changed);
  if (result.success) return { ok: true, payload: changed as ProfileUpdateInput };
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const field = (issue.path[0] ?? 'form') as keyof ProfileErrors;
    errors[field in initial ? field : 'form'] ??= issue.message;
  }
  return { ok: false, errors };
}
