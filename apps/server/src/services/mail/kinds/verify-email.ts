import { mailText } from '@crowdvault/shared/i18n/mail-text';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client';
import type { MailType } from '../mail-types';
import { greeting, numberField } from './mail-values';

/** The link that proves the address is the user's. Rendered only while that link can still be
 *  used: a newer link, a changed address or an expired one sends nothing. */
export const verifyEmailMail: MailType = {
  kind: 'verify_email',
  switchable: false,
  async render({ db, publicUrl, recipient }, payload) {
    const [verification] = rowsOf<{ email: string; used_at: unknown; expired: boolean }>(
      await db.execute(sql`
        select email, used_at, expires_at <= now() as expired from email_verifications
        where id = ${numberField(payload, 'verificationId')} and user_id = ${recipient.id}`),
    );
    const token = typeof payload.token === 'string' ? payload.token : null;
    if (!verification || verification.used_at || verification.expired || !token) return null;
    if (verification.email !== recipient.email) return null;
    const locale = recipient.locale ?? 'en';
    return {
      content: {
        subject: mailText(locale, 'Confirm your e-mail address for CrowdVault'),
        heading: mailText(locale, 'Confirm your e-mail address'),
        blocks: [
          {
            type: 'paragraph',
            // The greeting is its own text: it has a form without the generated username.
            text: `${greeting(recipient.username, locale)} ${mailText(
              locale,
              'someone (we hope you) added this address to a CrowdVault account. Nothing else is sent to it until you confirm.',
            )}`,
          },
          {
            type: 'button',
            label: mailText(locale, 'Confirm this address'),
            url: `${publicUrl}/verify-email?token=${token}`,
          },
          {
            type: 'paragraph',
            text: mailText(locale, 'The link works once, for 24 hours. If it was not you, ignore this mail.'),
          },
        ],
        reason: mailText(
          locale,
          'You get this because this address was entered in the settings of a CrowdVault account.',
        ),
      },
      // The token is a credential: once sent, the row keeps no copy of it.
      saved: { token: null },
    };
  },
};
