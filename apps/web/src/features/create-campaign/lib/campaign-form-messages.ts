import { msg } from '@/lib/i18n/i18n';

/**
 * The create form's checks, as the shared schema writes them (CREATE_CAMPAIGN_MESSAGES and
 * TEXT_MESSAGES, English, the server's answers too), marked here for the web catalogue so the form
 * shows each in the reader's language (create-campaign-form.tsx). The test beside this file fails
 * when the schema gains or rewords one. Left out: the funding model's (a radio choice cannot break
 * it) and a Safe the creator does not own (worded with its values in vault-owner-section.tsx).
 */
export const CAMPAIGN_FORM_MESSAGES: readonly string[] = [
  msg('Title is required'),
  msg('Title must be at most 120 characters'),
  msg('Description is required'),
  msg('Description must be at most 300 characters'),
  msg('Story is required'),
  msg('Story must be at most 20,000 characters'),
  msg('Goal amount is required'),
  msg('Goal amount must be a number with at most 2 decimals'),
  msg('Goal amount must be at least 0.01'),
  msg('Goal amount must be at most 1,000,000,000'),
  msg('Category is required'),
  msg('Please enter a valid URL'),
  msg('Please enter a YouTube watch or youtu.be link'),
  msg('Please enter a valid end date'),
  msg('Location must be at most 100 characters'),
  msg('End date cannot be in the past'),
  msg('End date must be within 365 days'),
  msg('An all-or-nothing goal must be at least 1'),
  msg('Only an all-or-nothing campaign is fixed to one network'),
  msg("Enter the Safe's address: 0x followed by 40 hexadecimal characters"),
  msg('Must not contain control characters'),
  msg('Must not contain bidirectional override or isolate characters'),
  msg('Must not contain invalid characters (unpaired surrogates or noncharacters)'),
];
