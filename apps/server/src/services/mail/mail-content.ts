import type { EmailKind } from '@crowdvault/shared/api/email';
import type { Locale } from '@crowdvault/shared/i18n/locales';

/** Every kind the outbox knows: the switchable kinds, the verification link and the notice to an
 *  address's verified owner that another account entered it (both always sent). */
export type MailKind = EmailKind | 'verify_email' | 'address_in_use';

/** One piece of a mail's body. Renderers say what to tell; the layout alone writes HTML and text,
 *  so both parts say the same and every value is escaped in one place. */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'figures'; rows: { label: string; value: string }[] }
  | { type: 'quote'; text: string }
  | { type: 'button'; label: string; url: string };

export interface MailContent {
  subject: string;
  heading: string;
  blocks: MailBlock[];
  /** The footer's "why you got this" line. */
  reason: string;
}

/** The recipient as the worker read them just before rendering. */
export interface MailRecipient {
  id: number;
  username: string;
  email: string;
  /** The language they chose in settings; English until they choose (decision 137). */
  locale?: Locale;
}
