import { z } from 'zod';
import { CAMPAIGN_CURRENCIES, CAMPAIGN_STATUSES, LIMITS, USER_ROLES, USER_STATUSES } from '../constants';
import { REPORT_REASONS } from '../moderation';
import { text } from '../text';
import { CAMPAIGN_APPROVALS, campaignSummarySchema, moderationReasonSchema } from './campaign';
import { booleanParam, decimalAmount, listOffset } from './fields';

export { type ModerationReason, moderationReasonSchema } from './campaign';

import { moneyTotalSchema } from './dashboard';
import { ownerSafeSchema } from './safe';
import { campaignVaultSchema } from './withdrawal';

export const REASON_REQUIRED = 'A reason is required';

export const ADMIN_APPROVAL_FILTERS = ['all', 'approved', 'pending', 'rejected'] as const;
export const ADMIN_STATUS_FILTERS = ['all', ...CAMPAIGN_STATUSES] as const;

/** `GET /api/admin/campaigns`: every campaign (approved or not), filtered and paged on the server;
 *  the total in X-Total-Count. */
export const adminCampaignListQuerySchema = z.object({
  search: text({ max: 200 }).optional().describe('Title, description or creator, case-insensitive'),
  status: z.enum(ADMIN_STATUS_FILTERS).default('all'),
  approval: z.enum(ADMIN_APPROVAL_FILTERS).default('all'),
  featured: booleanParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: listOffset,
});
export type AdminCampaignListQuery = z.infer<typeof adminCampaignListQuerySchema>;

/** A campaign as moderators see it: the public fields plus the moderation state. */
export const adminCampaignSchema = campaignSummarySchema
  .extend({
    moderationReason: moderationReasonSchema
      .nullable()
      .describe('Why it was last rejected or flagged; shown to its creator'),
    approval: z
      .enum(CAMPAIGN_APPROVALS)
      .describe('Approved; rejected by a moderator (with the reason); or still waiting for review'),
    openReports: z.number().int(),
  })
  .meta({ id: 'AdminCampaign' });
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

/** `GET /api/admin/campaigns/:id`: the same with the story (Details tab). */
export const adminCampaignDetailSchema = adminCampaignSchema
  .extend({ story: z.string() })
  .meta({ id: 'AdminCampaignDetail' });
export type AdminCampaignDetail = z.infer<typeof adminCampaignDetailSchema>;

/** `GET /api/campaigns/me`: an own campaign, with why it was rejected or flagged (creator only). */
export const ownCampaignSchema = campaignSummarySchema
  .extend({
    moderationReason: moderationReasonSchema.nullable(),
    safe: ownerSafeSchema,
  })
  .meta({ id: 'OwnCampaign' });
export type OwnCampaign = z.infer<typeof ownCampaignSchema>;

/** `GET /api/admin/stats`: the cards above Campaign Management. */
export const adminStatsSchema = z
  .object({
    totalRaised: moneyTotalSchema,
    totalCampaigns: z.number().int(),
    activeCampaigns: z.number().int(),
    pendingApproval: z.number().int().describe('Waiting for review (rejected ones not counted)'),
    rejected: z.number().int(),
    flagged: z.number().int(),
    openReports: z.number().int(),
    totalUsers: z.number().int(),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** `POST /api/admin/campaigns/:id/approve`: approve, or reject with a reason. */
export const approveCampaignSchema = z
  .object({ approved: z.boolean(), reason: moderationReasonSchema.optional() })
  .strict()
  .refine((body) => body.approved || body.reason, { message: REASON_REQUIRED, path: ['reason'] })
  .meta({ id: 'ApproveCampaign' });
export type ApproveCampaign = z.infer<typeof approveCampaignSchema>;

/** `PUT /api/admin/campaigns/:id`: status or featured; flagging needs a reason. */
export const updateCampaignSchema = z
  .object({
    status: z.enum(CAMPAIGN_STATUSES).optional(),
    isFeatured: z.boolean().optional(),
    reason: moderationReasonSchema.optional(),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.isFeatured !== undefined, {
    message: 'Nothing to change: send status or isFeatured',
  })
  .refine((body) => body.status !== 'flagged' || body.reason, { message: REASON_REQUIRED, path: ['reason'] })
  .meta({ id: 'UpdateCampaign' });
export type UpdateCampaign = z.infer<typeof updateCampaignSchema>;

/** `GET /api/admin/users` query. */
export const adminUserListQuerySchema = z.object({
  search: text({ max: 200 }).optional().describe('Username, e-mail or wallet address'),
  role: z.enum(['all', ...USER_ROLES]).default('all'),
  status: z.enum(['all', ...USER_STATUSES]).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: listOffset,
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserSchema = z
  .object({
    id: z.number().int(),
    walletAddress: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    role: z.enum(USER_ROLES),
    status: z.enum(USER_STATUSES),
    suspensionReason: moderationReasonSchema.nullable(),
    isConfiguredAdmin: z.boolean().describe('ADMIN_WALLET_ADDRESS: always ADMIN, cannot be changed'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userIdParamsSchema = z.object({ userId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const changeRoleSchema = z
  .object({ role: z.enum(USER_ROLES) })
  .strict()
  .meta({ id: 'ChangeRole' });
export const changeStatusSchema = z
  .object({ status: z.enum(['ACTIVE', 'SUSPENDED']), reason: moderationReasonSchema.optional() })
  .strict()
  .refine((body) => body.status !== 'SUSPENDED' || body.reason, {
    message: REASON_REQUIRED,
    path: ['reason'],
  })
  .meta({ id: 'ChangeStatus' });
export type ChangeStatus = z.infer<typeof changeStatusSchema>;

export const AUDIT_ACTIONS = [
  'campaign.approve',
  'campaign.reject',
  'campaign.status',
  'campaign.feature',
  'campaign.unfeature',
  'campaign.sample_donors',
  'campaign.edit',
  'campaign.image_remove',
  'user.role',
  'user.status',
  'report.resolve',
  'settings.update',
  'round.create',
  'round.edit',
  'round.accept',
  'round.decline',
  'round.publish',
  'round.exclude',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = ['campaign', 'user', 'report', 'settings', 'round'] as const;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    actor: z.object({ id: z.number().int(), username: z.string() }),
    action: z.enum(AUDIT_ACTIONS),
    targetType: z.enum(AUDIT_TARGET_TYPES),
    targetId: z.number().int().nullable(),
    targetLabel: z.string().nullable().describe('Campaign title or username at the time'),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    reason: moderationReasonSchema.nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  action: z.enum(['all', ...AUDIT_ACTIONS]).default('all'),
  targetType: z.enum(['all', ...AUDIT_TARGET_TYPES]).default('all'),
  actorId: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: listOffset,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** `POST /api/campaigns/:id/reports`: a signed-in user reports a campaign (one open report each). */
export const createReportSchema = z
  .object({
    reason: z.enum(REPORT_REASONS),
    details: text({ max: 1000, tooLong: 'Details must be at most 1000 characters', multiline: true }).default(
      '',
    ),
  })
  .strict()
  .meta({ id: 'CreateReport' });
export type CreateReport = z.infer<typeof createReportSchema>;

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;

export const reportSchema = z
  .object({
    id: z.number().int(),
    campaign: z.object({ id: z.number().int(), title: z.string(), status: z.enum(CAMPAIGN_STATUSES) }),
    reporter: z.object({ id: z.number().int(), username: z.string() }),
    reason: z.enum(REPORT_REASONS),
    details: z.string(),
    status: z.enum(REPORT_STATUSES),
    resolutionNote: z.string().nullable(),
    createdAt: z.iso.datetime(),
    resolvedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof reportSchema>;

export const reportQuerySchema = z.object({
  status: z.enum(['all', ...REPORT_STATUSES]).default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: listOffset,
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;
export const reportIdParamsSchema = z.object({ reportId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const resolveReportSchema = z
  .object({
    outcome: z.enum(['dismissed', 'actioned']),
    note: text({ max: 500, tooLong: 'Note must be at most 500 characters', multiline: true }).default(''),
  })
  .strict()
  .meta({ id: 'ResolveReport' });
export type ResolveReport = z.infer<typeof resolveReportSchema>;

/** Platform settings: the on-chain facts (read-only) and the limits campaign creation enforces. */
export const platformSettingsSchema = z
  .object({
    minGoal: decimalAmount.describe('Smallest goal a campaign may set, in its stablecoin'),
    maxDurationDays: z.number().int(),
    chain: z.object({
      chainId: z.number().int(),
      chainName: z.string(),
      factoryAddress: z.string(),
      treasuryAddress: z.string(),
      platformFeeBps: z.number().int().describe('Fixed by the contracts'),
    }),
  })
  .meta({ id: 'PlatformSettings' });
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

export const updateSettingsSchema = z
  .object({
    minGoal: z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, 'Minimum goal must be an amount with at most 2 decimals')
      .refine((value) => Number(value) >= LIMITS.goalMin, `Minimum goal must be at least ${LIMITS.goalMin}`)
      // Bounded by the largest goal a campaign may set: beyond it no campaign could start, and a
      // 400-digit amount overflowed the column (a 500; issue 26, item 14).
      .refine(
        (value) => Number(value) <= LIMITS.goalMax,
        `Minimum goal must be at most ${LIMITS.goalMax.toLocaleString('en-US')}`,
      )
      .optional(),
    maxDurationDays: z
      .number()
      .int('Maximum duration must be a whole number of days')
      .min(1, 'Maximum duration must be at least 1 day')
      .max(3650, 'Maximum duration must be at most 3650 days')
      .optional(),
  })
  .strict()
  .meta({ id: 'UpdateSettings' });
export type UpdateSettings = z.infer<typeof updateSettingsSchema>;

/** `GET /api/settings`: the limits campaign creation enforces, for the create form. */
export const campaignLimitsSchema = z
  .object({ minGoal: decimalAmount, maxDurationDays: z.number().int() })
  .meta({ id: 'CampaignLimits' });
export type CampaignLimits = z.infer<typeof campaignLimitsSchema>;

/** `POST /api/admin/campaigns/:id/add-sample-donors` (local chain only). An invalid or empty
 *  count falls back to 1 (SPEC §5). */
export const sampleDonorsSchema = z
  .object({
    donorCount: z.preprocess((value) => {
      const count = Number(value);
      return Number.isInteger(count) && count >= 1 && count <= 20 ? count : 1;
    }, z.number().int()),
    preserveRaisedAmount: z.boolean().default(false),
  })
  .strict()
  .meta({ id: 'SampleDonors' });
export const sampleDonorsResultSchema = z
  .object({
    donorsAdded: z.number().int(),
    campaignTitle: z.string(),
    currency: z.enum(CAMPAIGN_CURRENCIES).describe('The token of both amounts'),
    totalAmount: decimalAmount.describe('Sum of the sample donations'),
    newTotalAmount: decimalAmount.describe("The campaign's raised amount afterwards"),
  })
  .meta({ id: 'SampleDonorsResult' });
export type SampleDonorsResult = z.infer<typeof sampleDonorsResultSchema>;

/** A vault in Wallet Management: balances from the chain plus what the indexer knows. */
export const adminWalletSchema = campaignVaultSchema
  .extend({
    owner: z.object({ username: z.string(), walletAddress: z.string() }).nullable(),
    transactionCount: z.number().int().describe('Donations and withdrawals recorded for the vault'),
    lastTransactionAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AdminWallet' });
export type AdminWallet = z.infer<typeof adminWalletSchema>;

export const adminWalletQuerySchema = z.object({
  search: text({ max: 200 }).optional().describe('Campaign title or vault address'),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  offset: listOffset,
});
export type AdminWalletQuery = z.infer<typeof adminWalletQuerySchema>;
