import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client';
import type { MailType } from '../mail-types';
import { queueMails } from '../outbox';
import { exactAmount, numberField } from './mail-values';

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
    return {
      content: {
        subject: `Your ${year} donation statement is ready`,
        heading: `Your ${year} statement is ready`,
        blocks: [
          {
            type: 'paragraph',
            text: `You made ${gifts === 1 ? 'one donation' : `${gifts} donations`} on CrowdVault in ${year}. The statement lists each with its transaction, as PDF or CSV.`,
          },
          {
            type: 'figures',
            rows: sums.map((sum) => ({
              label: `Given in ${sum.currency}`,
              value: `${exactAmount(BigInt(sum.total), Number(sum.token_decimals))} ${sum.currency}`,
            })),
          },
          { type: 'button', label: 'Download the statement', url: `${publicUrl}/dashboard/donations` },
        ],
        reason: `You get this because you gave on CrowdVault in ${year}.`,
      },
    };
  },
};
