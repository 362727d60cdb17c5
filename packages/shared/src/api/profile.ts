import { z } from 'zod';
import { localeSchema } from '../i18n/locale-schema';
import { text } from '../text';
import { NOTIFICATION_KINDS } from './notifications';
import { optionalHttpsUrl } from './updates';

export const PROFILE_LIMITS = { usernameMin: 3, usernameMax: 30, bioMax: 500, emailMax: 254 } as const;

export const PROFILE_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameLength: `Username must be ${PROFILE_LIMITS.usernameMin}–${PROFILE_LIMITS.usernameMax} characters`,
  usernameCharacters: 'Username may contain only letters, digits, _ and -',
  usernameTaken: 'This username is already taken',
  usernameReserved: 'This username is reserved: it could pass for CrowdVault, its staff or another wallet',
  bioTooLong: `Bio must be at most ${PROFILE_LIMITS.bioMax} characters`,
  avatarUrlInvalid: 'Avatar URL must be an https:// link',
  emailInvalid: 'Enter a valid e-mail address',
} as const;
const M = PROFILE_MESSAGES;

/** Letters and digits of any script? No: ASCII only, so look-alike names cannot impersonate. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

export const usernameSchema = z
  .string({ error: M.usernameRequired })
  .trim()
  .min(1, M.usernameRequired)
  .min(PROFILE_LIMITS.usernameMin, M.usernameLength)
  .max(PROFILE_LIMITS.usernameMax, M.usernameLength)
  .regex(USERNAME_PATTERN, M.usernameCharacters);

/** Names that would read as the platform or its staff, compared without case, `_` or `-`. */
export const RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'root',
  'system',
  'moderator',
  'mod',
  'staff',
  'support',
  'help',
  'helpdesk',
  'security',
  'official',
  'team',
  'crowdvault',
  'treasury',
  'relayer',
  'anonymous',
  'null',
  'undefined',
] as const;

/**
 * True when a username may not be chosen by the owner of `walletAddress`: a reserved name, one of
 * them with digits after it ("admin2", "Support_24"), anything naming CrowdVault, or a look-alike
 * of the generated `user_0xf39F...2266` (dots cannot be typed, `user_0xf39F-2266` can) that is
 * not the wallet's own (issue 26, item 7).
 */
export function isReservedUsername(username: string, walletAddress: string): boolean {
  const folded = username.toLowerCase().replace(/[_-]/g, '');
  const word = folded.replace(/\d+$/, '');
  if ((RESERVED_USERNAMES as readonly string[]).includes(word) || folded.includes('crowdvault')) return true;
  if (!folded.startsWith('user0x')) return false;
  const generated = /^user[_-]*0x([0-9a-f]*)(?:[_-]+([0-9a-f]*))?$/i.exec(username);
  if (!generated) return true;
  const own = walletAddress.toLowerCase().replace(/^0x/, '');
  const [, head = '', tail = ''] = generated;
  if (head === '' && tail === '') return true;
  return !(own.startsWith(head.toLowerCase()) && own.endsWith(tail.toLowerCase()));
}

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Which kinds appear in the bell: every kind, true = shown. */
export const notificationPreferencesSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    z.ZodBoolean
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** `PATCH /api/users/me`: strict; every field optional, a blank bio / avatar / e-mail clears it. */
export const profileUpdateSchema = z.strictObject({
  username: usernameSchema.optional(),
  bio: z
    .preprocess(
      blankToNull,
      text({ max: PROFILE_LIMITS.bioMax, tooLong: M.bioTooLong, multiline: true }).nullable(),
    )
    .optional(),
  avatarUrl: optionalHttpsUrl(M.avatarUrlInvalid),
  email: z
    .preprocess(
      blankToNull,
      z.string().trim().max(PROFILE_LIMITS.emailMax, M.emailInvalid).pipe(z.email(M.emailInvalid)).nullable(),
    )
    .optional(),
  notifications: notificationPreferencesSchema.partial().optional(),
  /** One of the six tags exactly (`pt-BR`, not `pt`); null forgets the choice. */
  locale: localeSchema.nullable().optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** `GET` / `PATCH /api/users/me`: the signed-in user's own settings (e-mail is never public). */
export const profileSettingsSchema = z
  .object({
    username: z.string(),
    bio: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    email: z.string().nullable(),
    emailVerified: z
      .boolean()
      .describe('True once the link sent to the address was followed (POST /api/email/verify)'),
    notifications: z.object(
      Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
        (typeof NOTIFICATION_KINDS)[number],
        z.ZodBoolean
      >,
    ),
    // Always sent; optional in the type only until the web app's settings screen shows it (its
    // fixtures build ProfileSettings without it).
    locale: localeSchema
      .nullable()
      .optional()
      .describe('The language chosen for e-mails and the site (decision 137); null when never chosen'),
  })
  .meta({ id: 'ProfileSettings' });
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;
