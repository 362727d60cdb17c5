import { addressInUseMail } from './kinds/address-in-use';
import { campaignModerationMail } from './kinds/campaign-moderation';
import { campaignUpdateMail } from './kinds/campaign-update';
import { donationReceiptMail } from './kinds/donation-receipt';
import { donationReceivedMail } from './kinds/donation-received';
import { matchingRoundMail } from './kinds/matching-round';
import { pledgeProblemMail, pledgeReminderMail } from './kinds/pledge';
import { refundAvailableMail } from './kinds/refund-available';
import { verifyEmailMail } from './kinds/verify-email';
import { withdrawalCompletedMail } from './kinds/withdrawal-completed';
import { yearlyStatementMail } from './kinds/yearly-statement';
import type { MailKind } from './mail-content';
import type { MailType } from './mail-types';

/**
 * Every kind of mail the worker can send, by kind. A new kind (refunds available, pledge reminders
 * and failures) adds its name and default to EMAIL_KINDS / EMAIL_KIND_INFO in
 * packages/shared/src/api/email.ts, a file under kinds/ with its queue function and MailType, and
 * one line here; settings, preferences and unsubscribe links follow.
 */
export const MAIL_TYPES: Record<MailKind, MailType> = {
  verify_email: verifyEmailMail,
  address_in_use: addressInUseMail,
  donation_received: donationReceivedMail,
  campaign_moderation: campaignModerationMail,
  withdrawal_completed: withdrawalCompletedMail,
  donation_receipt: donationReceiptMail,
  campaign_update: campaignUpdateMail,
  yearly_statement: yearlyStatementMail,
  refund_available: refundAvailableMail,
  pledge_reminder: pledgeReminderMail,
  pledge_problem: pledgeProblemMail,
  matching_round: matchingRoundMail,
};
