import type { EmailKind } from '@crowdvault/shared/api/email';
import { msg } from '@/lib/i18n/i18n';

/**
 * The shared tables' English that the dashboard's settings and edit forms show (packages/shared:
 * EMAIL_KIND_INFO, PROFILE_MESSAGES, EDIT_CAMPAIGN_MESSAGES, the server's answers too), marked
 * here for the web catalogue so each is shown in the reader's language through `t` (as
 * create-campaign/lib/campaign-form-messages.ts does for the create form). The test beside this
 * file fails when a shared table gains or rewords one.
 */
export const EMAIL_KIND_TEXTS: Record<EmailKind, { label: string; hint: string }> = {
  donation_received: {
    label: msg('Donations received'),
    hint: msg('At most one mail per campaign an hour, with the sum.'),
  },
  campaign_moderation: {
    label: msg('Campaign approved, rejected or flagged'),
    hint: msg('With the moderator’s reason.'),
  },
  withdrawal_completed: {
    label: msg('Withdrawal completed'),
    hint: msg('When the chain confirms a withdrawal from your vault.'),
  },
  donation_receipt: {
    label: msg('Donation receipts'),
    hint: msg('A receipt for each donation you make signed in.'),
  },
  campaign_update: {
    label: msg('Updates of campaigns you follow'),
    hint: msg('You follow the campaigns you give to.'),
  },
  yearly_statement: {
    label: msg('Yearly statement'),
    hint: msg('In January, when last year’s statement of your donations is ready.'),
  },
  refund_available: {
    label: msg('Refunds available'),
    hint: msg('When an all-or-nothing campaign you gave to misses its goal and your money comes back.'),
  },
  pledge_reminder: {
    label: msg('Recurring gift reminders'),
    hint: msg('Before each collection of a weekly or monthly gift, with a link to cancel.'),
  },
  pledge_problem: {
    label: msg('Recurring gift problems'),
    hint: msg(
      'When a collection of a weekly or monthly gift fails (balance or allowance), and when one lapses.',
    ),
  },
  matching_round: {
    label: msg('Matching rounds'),
    hint: msg(
      'When your campaign is accepted into a round or declined (with the reason), when the round closes, its result is published and its match is paid.',
    ),
  },
};

/** PROFILE_MESSAGES: the profile form's checks and the server's refusals of it. */
export const PROFILE_FORM_MESSAGES: readonly string[] = [
  msg('Username is required'),
  msg('Username must be 3–30 characters'),
  msg('Username may contain only letters, digits, _ and -'),
  msg('This username is already taken'),
  msg('This username is reserved: it could pass for CrowdVault, its staff or another wallet'),
  msg('Bio must be at most 500 characters'),
  msg('Avatar URL must be an https:// link'),
  msg('Enter a valid e-mail address'),
];

/** EDIT_CAMPAIGN_MESSAGES (the other checks of the edit form are the create form's). */
export const EDIT_FORM_MESSAGES: readonly string[] = [
  msg('Nothing to change'),
  msg('Location must be at most 100 characters'),
  msg('The end date can only be extended, never brought forward'),
  msg('Only the campaign owner can edit it'),
];
