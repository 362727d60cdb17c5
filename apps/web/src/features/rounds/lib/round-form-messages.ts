import { msg } from '@/lib/i18n/i18n';

/**
 * The round form's checks that the shared schema words (ROUND_MESSAGES, English, the server's
 * answers too, translated there by the errors catalogue), marked here for the web catalogue so the
 * form shows each in the reader's language (`checkRoundForm` words them through `t`). The test
 * beside this file fails when the form comes to show another one or one is reworded.
 */
export const ROUND_SCHEMA_MESSAGES: readonly string[] = [
  msg('Name is required'),
  msg('Name must be at most 120 characters'),
  msg('Description is required'),
  msg('Description must be at most 5,000 characters'),
  msg('The application window must open before it closes'),
  msg('The donation window must open before it closes'),
  msg('Applications must close no later than the donation window'),
  msg('The pairwise threshold must be above 0'),
];
