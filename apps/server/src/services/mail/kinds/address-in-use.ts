import { mailText } from '@crowdvault/shared/i18n/mail-text';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { MailType } from '../mail-types';
import { greeting, mailMoment } from './mail-values';

/**
 * Tells the account that verified `email` that another account entered it (decision 114): the
 * other account gets the same answer as for a free address, so the form no longer says whose
 * address is whose, and the owner hears of it instead. At most one a day per owner (the dedupe
 * key names the day), on top of the per-address limit every verification mail counts against.
 */
export async function queueAddressInUseMail(tx: Executor, email: string, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await tx.execute(sql`
    insert into email_outbox (user_id, kind, to_address, dedupe_key, payload)
    select u.id, 'address_in_use', u.email, 'address-in-use:' || u.id || ':' || ${day},
      jsonb_build_object('at', ${now.toISOString()}::text)
    from users u
    where lower(u.email) = lower(${email}) and u.email_verified and u.email_undeliverable_at is null
    on conflict (dedupe_key) do nothing`);
}

export const addressInUseMail: MailType = {
  kind: 'address_in_use',
  // About the account's own address, like the verification link: not a kind one switches off.
  switchable: false,
  async render({ publicUrl, recipient }, payload) {
    const locale = recipient.locale ?? 'en';
    const at = typeof payload.at === 'string' ? mailMoment(payload.at, locale) : null;
    const email = recipient.email;
    // The greeting is its own text: it has a form without the generated username.
    const what = at
      ? mailText(
          locale,
          'on {at} someone entered {email} in the settings of another CrowdVault account. It stays yours: it is verified on your account, and the other account was sent no link and cannot use it.',
          { at, email },
        )
      : mailText(
          locale,
          'someone entered {email} in the settings of another CrowdVault account. It stays yours: it is verified on your account, and the other account was sent no link and cannot use it.',
          { email },
        );
    return {
      content: {
        subject: mailText(locale, 'Someone entered your address in another CrowdVault account'),
        heading: mailText(locale, 'Your address was entered in another account'),
        blocks: [
          { type: 'paragraph', text: `${greeting(recipient.username, locale)} ${what}` },
          {
            type: 'paragraph',
            text: mailText(
              locale,
              'If it was you with another wallet, remove the address from this account first. Otherwise there is nothing to do. We send this notice at most once a day.',
            ),
          },
          {
            type: 'button',
            label: mailText(locale, 'Open your settings'),
            url: `${publicUrl}/dashboard/settings`,
          },
        ],
        reason: mailText(locale, 'You get this because this address is verified on your CrowdVault account.'),
      },
    };
  },
};
