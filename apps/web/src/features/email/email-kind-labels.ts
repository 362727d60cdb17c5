import type { EmailKind } from '@crowdvault/shared/api/email';
import { msg } from '@/lib/i18n/i18n';

/** Each kind of mail by its name (EMAIL_KIND_INFO's labels, packages/shared), marked for the web
 *  catalogue and shown through `t`; the test beside this file holds the two together. */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  donation_received: msg('Donations received'),
  campaign_moderation: msg('Campaign approved, rejected or flagged'),
  withdrawal_completed: msg('Withdrawal completed'),
  donation_receipt: msg('Donation receipts'),
  campaign_update: msg('Updates of campaigns you follow'),
  yearly_statement: msg('Yearly statement'),
  refund_available: msg('Refunds available'),
  pledge_reminder: msg('Recurring gift reminders'),
  pledge_problem: msg('Recurring gift problems'),
  matching_round: msg('Matching rounds'),
};
