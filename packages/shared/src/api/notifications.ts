import { z } from 'zod';
import { languageQuerySchema } from '../i18n/locale-schema';

/** What a follower hears about (issue 16), and what a creator hears of moderators' decisions on
 *  their own campaigns (issue 27): each kind can be turned off in settings. */
export const NOTIFICATION_KINDS = [
  'update',
  'withdrawal',
  'goal',
  'ending',
  'moderation',
  'outcome',
  'safe',
  'pledge',
  'round',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** `PUT` / `DELETE /api/campaigns/{id}/follow` and `GET` of the same: whether I follow it. */
export const followStateSchema = z
  .object({
    following: z.boolean(),
    followerCount: z.number().int().describe('People following the campaign now'),
  })
  .meta({ id: 'FollowState' });
export type FollowState = z.infer<typeof followStateSchema>;

/** For each kind of notice whose `detail` is one of a fixed list, that list (the client words each). */
export const NOTICE_DETAILS = {
  /** What a moderator did to a creator's campaign. */
  moderation: ['approved', 'rejected', 'flagged', 'unflagged', 'featured', 'paused', 'resumed'],
  /** An all-or-nothing campaign the user gave to or follows reached its goal by the deadline, or
   *  missed it (donors can then take their money back); to a donor of a failed one, that the
   *  platform stopped pushing their refund because their token refuses to pay their address
   *  (decision 112): they claim it to another address. */
  outcome: ['succeeded', 'failed', 'refund_push_failed'],
  /** To each owner of a Safe that owns the campaign's vault (issue 30): another owner proposed a
   *  withdrawal to sign, or a proposed withdrawal was executed. */
  safe: ['proposed', 'executed'],
  /** To the pledge's donor (issue 32): a collection coming soon (PLEDGE_REMINDER_HOURS before it,
   *  on the date in the notice's `collectsAt`), one made, one that failed (with the reason), a
   *  period that passed uncollected for the platform's reasons (relayer down, fees above its
   *  ceiling, the campaign paused), the pledge lapsed, stopped with its campaign, or cancelled. */
  pledge: [
    'reminder',
    'collected',
    'failed_balance',
    'failed_allowance',
    'missed_platform',
    'lapsed',
    'stopped',
    'stopped_moderation',
    'cancelled',
  ],
  /** To a campaign's creator, about a matching round (issue 44, decision 143): its application
   *  accepted or declined (the reason in My Campaigns), the round's donation window closed, the
   *  result published (or published again after a moderator's exclusion), its match paid into the
   *  vault. */
  round: ['accepted', 'declined', 'closed', 'published', 'republished', 'paid'],
} as const satisfies Partial<Record<NotificationKind, readonly string[]>>;
export type ModerationNotice = (typeof NOTICE_DETAILS.moderation)[number];
export type OutcomeNotice = (typeof NOTICE_DETAILS.outcome)[number];
export type SafeNotice = (typeof NOTICE_DETAILS.safe)[number];
export type PledgeNotice = (typeof NOTICE_DETAILS.pledge)[number];
export type RoundNotice = (typeof NOTICE_DETAILS.round)[number];

/** One entry of the bell. `detail` is an update's title, or for 'moderation', 'outcome', 'safe',
 *  'pledge' and 'round' one of that kind's NOTICE_DETAILS; a withdrawal carries its `chainId`, which the
 *  client names; the client words the rest by kind. */
export const notificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    campaignId: z.number().int(),
    campaignTitle: z.string(),
    detail: z.string().nullable(),
    updateId: z
      .number()
      .int()
      .nullable()
      .describe("An 'update' notice's update, while it exists (deleted: null); null for other kinds"),
    chainId: z
      .number()
      .int()
      .nullable()
      .describe('The network a withdrawal was made on; null for the other kinds'),
    cancelPath: z
      .string()
      .nullable()
      .describe(
        "A 'pledge' notice of a running pledge: its one-click cancel page with a signed token (decision 107); null otherwise",
      ),
    pledgeCadence: z
      .enum(['monthly', 'weekly'])
      .nullable()
      .describe("A 'pledge' notice: the period of the pledge it tells of; null for the other kinds"),
    roundId: z
      .number()
      .int()
      .nullable()
      .describe("A 'round' notice's matching round; null for the other kinds"),
    collectsAt: z.iso
      .datetime()
      .nullable()
      .describe("A pledge's reminder: when the collection it announces is due (chain time); null otherwise"),
    createdAt: z.iso.datetime(),
    read: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`: the newest entries of the kinds the user keeps, and how many are unread. */
export const notificationListSchema = z
  .object({ unreadCount: z.number().int(), items: z.array(notificationSchema) })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** A campaign's Atom feed: `lang` names the language of its own words (issue 43); the reader's
 *  (cookie, Accept-Language) when absent. */
export const feedQuerySchema = languageQuerySchema;

export const notificationIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Expected a notification id')
    .transform(Number),
});
