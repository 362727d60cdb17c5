import { mailText } from '@crowdvault/shared/i18n/mail-text';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client';
import type { MailType } from '../mail-types';
import { queueMails } from '../outbox';
import { countText, exactAmount, numberField, yearText } from './mail-values';

/**
 * In January, last year's statement is ready: every donor who gave signed in that year gets one
 * mail (keyed by year and user, so the worker of every instance may run this each hour).
 */
export async function queueYearlyStatements(tx: Executor, now: Date): Promise<void> {
  if (now.getUTCMonth() !== 0) return;
  const year = now.getUTCFullYear() - 1;
  const from = `${year}-01-01T00:00:00Z`;
  const to = `${year + 1}-01-01T00:00:00Z`;
  await queueMails(
    tx,
    'yearly_statement',
    sql`select d.donor_user_id, 'statement:' || ${year}::int || ':' || d.donor_user_id,
          jsonb_build_object('year', ${year}::int), null::timestamptz
        from donations d
        where d.donor_user_id is not null and not d.is_sample
          and d.created_at >= ${from}::timestamptz and d.created_at < ${to}::timestamptz
        group by d.donor_user_id`,
  );
}

export const yearlyStatementMail: MailType = {
  kind: 'yearly_statement',
  switchable: true,
  async render({ db, publicUrl, recipient }, payload) {
    const year = numberField(payload, 'year');
    const sums = rowsOf<{ currency: string; token_decimals: number; total: string; gifts: number }>(
      await db.execute(sql`
        select currency, token_decimals, sum(amount)::text as total, count(*)::int as gifts
        from donations
        where donor_user_id = ${recipient.id} and not is_sample
          and created_at >= ${`${year}-01-01T00:00:00Z`}::timestamptz
          and created_at < ${`${year + 1}-01-01T00:00:00Z`}::timestamptz
        group by currency, token_decimals order by currency`),
    );
    if (sums.length === 0) return null;
    const gifts = sums.reduce((total, sum) => total + Number(sum.gifts), 0);
    const locale = recipient.locale ?? 'en';
    // A year is no amount: never grouped ("2026", not "2,026"), in the locale's digits.
    const yearName = yearText(year, locale);
    return {
      content: {
        subject: mailText(locale, 'Your {year} donation statement is ready', { year: yearName }),
        heading: mailText(locale, 'Your {year} statement is ready', { year: yearName }),
        blocks: [
          {
            type: 'paragraph',
            text: mailText(
              locale,
              'You made {gifts, plural, one {one donation} other {{count} donations}} on CrowdVault in {year}. The statement lists each with its transaction, as PDF or CSV.',
              { gifts, count: countText(gifts, locale), year: yearName },
            ),
          },
          {
            type: 'figures',
            rows: sums.map((sum) => ({
              label: mailText(locale, 'Given in {currency}', { currency: sum.currency }),
              value: `${exactAmount(BigInt(sum.total), Number(sum.token_decimals), locale)} ${sum.currency}`,
            })),
          },
          {
            type: 'button',
            label: mailText(locale, 'Download the statement'),
            url: `${publicUrl}/dashboard/donations`,
          },
        ],
        reason: mailText(locale, 'You get this because you gave on CrowdVault in {year}.', {
          year: yearName,
        }),
      },
    };
  },
};
