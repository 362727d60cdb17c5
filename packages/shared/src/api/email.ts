import { z } from 'zod';

/**
 * What CrowdVault may send by e-mail, each switchable per user (issue 33). A new kind (refunds,
 * pledges) is added here with its label and default, and registered on the server with its
 * renderer (apps/server/src/services/mail/mail-types.ts); settings, unsubscribe links and the
 * preferences schema follow from this list.
 */
export const EMAIL_KINDS = [
  'donation_received',
  'campaign_moderation',
  'withdrawal_completed',
  'donation_receipt',
  'campaign_update',
  'yearly_statement',
  'refund_available',
  'pledge_reminder',
  'pledge_problem',
  'matching_round',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_KIND_INFO: Record<
  EmailKind,
  { audience: 'creator' | 'donor'; label: string; hint: string; defaultOn: boolean }
> = {
  donation_received: {
    audience: 'creator',
    label: 'Donations received',
    hint: 'At most one mail per campaign an hour, with the sum.',
    defaultOn: true,
  },
  campaign_moderation: {
    audience: 'creator',
    label: 'Campaign approved, rejected or flagged',
    hint: 'With the moderator’s reason.',
    defaultOn: true,
  },
  withdrawal_completed: {
    audience: 'creator',
    label: 'Withdrawal completed',
    hint: 'When the chain confirms a withdrawal from your vault.',
    defaultOn: true,
  },
  donation_receipt: {
    audience: 'donor',
    label: 'Donation receipts',
    hint: 'A receipt for each donation you make signed in.',
    defaultOn: true,
  },
  campaign_update: {
    audience: 'donor',
    label: 'Updates of campaigns you follow',
    hint: 'You follow the campaigns you give to.',
    defaultOn: true,
  },
  yearly_statement: {
    audience: 'donor',
    label: 'Yearly statement',
    hint: 'In January, when last year’s statement of your donations is ready.',
    defaultOn: true,
  },
  refund_available: {
    audience: 'donor',
    label: 'Refunds available',
    hint: 'When an all-or-nothing campaign you gave to misses its goal and your money comes back.',
    defaultOn: true,
  },
  pledge_reminder: {
    audience: 'donor',
    label: 'Recurring gift reminders',
    hint: 'Before each collection of a weekly or monthly gift, with a link to cancel.',
    defaultOn: true,
  },
  pledge_problem: {
    audience: 'donor',
    label: 'Recurring gift problems',
    hint: 'When a collection of a weekly or monthly gift fails (balance or allowance), and when one lapses.',
    defaultOn: true,
  },
  matching_round: {
    audience: 'creator',
    label: 'Matching rounds',
    hint: 'When your campaign is accepted into a round or declined (with the reason), when the round closes, its result is published and its match is paid.',
    defaultOn: true,
  },
};

export const EMAIL_MESSAGES = {
  addressTaken: 'This address is already verified by another account',
  linkInvalid: 'This verification link is not valid',
  linkUsed: 'This verification link has already been used',
  linkExpired: 'This verification link has expired: send a new one from your settings',
  linkStale: 'This link was sent to an address that is no longer on the account',
  noAddress: 'Add an e-mail address first',
  alreadyVerified: 'This address is already verified',
  unsubscribeInvalid: 'This unsubscribe link is not valid',
} as const;

const emailPreferencesShape = Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<
  EmailKind,
  z.ZodBoolean
>;

/** `GET /api/users/me/email`: the address, whether it is verified, and what may be sent to it. */
export const emailSettingsSchema = z
  .object({
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    /** Set when the mail server refused the address for good: nothing is sent until it changes. */
    undeliverable: z.boolean(),
    /** When the last verification link was sent (null when none is waiting). */
    verificationSentAt: z.iso.datetime().nullable(),
    preferences: z.object(emailPreferencesShape),
  })
  .meta({ id: 'EmailSettings' });
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/** `PATCH /api/users/me/email/preferences`: strict, any subset of the kinds. */
export const emailPreferencesUpdateSchema = z.strictObject(emailPreferencesShape).partial();
export type EmailPreferencesUpdate = z.infer<typeof emailPreferencesUpdateSchema>;

/** `POST /api/email/verify`: the token from the link. */
export const verifyEmailSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, EMAIL_MESSAGES.linkInvalid),
});
export const verifyEmailResponseSchema = z
  .object({ email: z.string(), emailVerified: z.literal(true) })
  .meta({ id: 'VerifyEmailResponse' });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** The signed one-click unsubscribe link's query (RFC 8058): user, kind, signature. */
export const unsubscribeQuerySchema = z.object({
  u: z.string().regex(/^\d{1,9}$/, EMAIL_MESSAGES.unsubscribeInvalid),
  k: z.enum(EMAIL_KINDS, { error: EMAIL_MESSAGES.unsubscribeInvalid }),
  s: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, EMAIL_MESSAGES.unsubscribeInvalid),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;
export const unsubscribeResponseSchema = z
  .object({ kind: z.enum(EMAIL_KINDS), label: z.string(), unsubscribed: z.literal(true) })
  .meta({ id: 'UnsubscribeResponse' });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** `GET /api/dev/mailbox`: what the embedded SMTP server caught (development only). */
export const devMailSchema = z
  .object({
    id: z.number().int(),
    receivedAt: z.iso.datetime(),
    envelopeFrom: z.string(),
    envelopeTo: z.array(z.string()),
    subject: z.string(),
    headers: z.array(z.object({ name: z.string(), value: z.string() })),
    text: z.string(),
    html: z.string().nullable(),
  })
  .meta({ id: 'DevMail' });
export type DevMail = z.infer<typeof devMailSchema>;
export const devMailboxSchema = z
  .object({
    notice: z.string(),
    messages: z.array(devMailSchema),
  })
  .meta({ id: 'DevMailbox' });
export type DevMailbox = z.infer<typeof devMailboxSchema>;
