import type { PledgeNotice } from '@crowdvault/shared/api/notifications';
import { cadenceOfPeriod, periodDueDate } from '@crowdvault/shared/api/pledge';
import type { Locale } from '@crowdvault/shared/i18n/locales';
import { mailText } from '@crowdvault/shared/i18n/mail-text';
import { cadenceWord } from '@crowdvault/shared/pledge-words';
import { sql } from 'drizzle-orm';
import { tokenByAddress } from '../../../chain/tokens';
import { type Executor, rowsOf } from '../../../db/client';
import type { MailType, RenderContext } from '../mail-types';
import { queueMails } from '../outbox';
import { cancelLinkPath } from '../pledge-cancel-link';
import { campaignUrl, exactAmount, mailMoment, numberField } from './mail-values';

/**
 * A weekly or monthly gift's reminder (PLEDGE_REMINDER_HOURS, three days by default, before a
 * collection) and its problems (a collection that failed for the donor's reason, the lapse) by
 * mail as well as in the bell (issue 33), each naming the gift's own period. Queued with
 * the bell's notice under the same key, so once per (pledge, period, kind) however often the
 * worker passes; other notices (collected, stopped, cancelled) stay in the bell only.
 */
export async function queuePledgeMail(
  tx: Executor,
  pledge: { id: number; userId: number },
  notice: PledgeNotice,
  key: string,
  period: number | null,
): Promise<void> {
  const kind =
    notice === 'reminder'
      ? 'pledge_reminder'
      : notice === 'failed_balance' || notice === 'failed_allowance' || notice === 'lapsed'
        ? 'pledge_problem'
        : null;
  if (!kind) return;
  await queueMails(
    tx,
    kind,
    sql`select ${pledge.userId}::int, ${`pledge:${pledge.id}:${key}`},
          jsonb_build_object('pledgeRowId', ${pledge.id}::int, 'notice', ${notice}::text, 'period', ${period}::int),
          null::timestamptz`,
  );
}

type PledgeFacts = {
  title: string;
  /** "weekly" or "monthly", as the donor chose: every sentence about this gift says it. */
  every: 'weekly' | 'monthly';
  pledgeId: string;
  campaignId: number;
  status: string;
  amount: string;
  symbol: string;
  network: string;
  wallet: string;
  /** Chain time (unix seconds) of period `index`'s due date. */
  dueOf: (index: number) => Date;
  collected: (index: number) => Promise<boolean>;
};

/** What a pledge's mail says, read when it is sent (a pledge cancelled meanwhile sends nothing). */
async function pledgeFacts(
  { db, chains }: RenderContext,
  recipientId: number,
  pledgeRowId: number,
  locale: Locale,
): Promise<PledgeFacts | null> {
  const [row] = rowsOf<{
    title: string;
    pledge_id: string;
    campaign_id: number;
    status: string;
    chain_id: number;
    token_address: string;
    amount: string;
    donor_address: string;
    start_at: string;
    period_seconds: number;
  }>(
    await db.execute(sql`
      select c.title, p.pledge_id, p.campaign_id, p.status, p.chain_id, p.token_address, p.amount::text, p.donor_address,
        p.start_at::text, p.period_seconds
      from pledges p join campaigns c on c.id = p.campaign_id
      where p.id = ${pledgeRowId} and p.user_id = ${recipientId}`),
  );
  if (!row) return null;
  const chainId = Number(row.chain_id);
  const chain = chains.get(chainId);
  const token = chain ? tokenByAddress(chain, row.token_address) : undefined;
  const symbol = token?.symbol ?? row.token_address;
  const start = BigInt(row.start_at);
  return {
    title: row.title,
    every: cadenceWord(cadenceOfPeriod(row.period_seconds)),
    pledgeId: row.pledge_id,
    campaignId: Number(row.campaign_id),
    status: row.status,
    amount: `${exactAmount(BigInt(row.amount), token?.decimals ?? 18, locale)} ${symbol}`,
    symbol,
    network: chains.nameOf(chainId),
    wallet: row.donor_address,
    dueOf: (index) => periodDueDate(start, row.period_seconds, index),
    async collected(index) {
      const done = rowsOf(
        await db.execute(sql`
          select 1 from pledge_periods
          where pledge_row_id = ${pledgeRowId} and period_index = ${index} and status = 'collected'`),
      );
      return done.length > 0;
    },
  };
}

const RUNNING = ['active', 'past_due'];

/** The pledge's one-click cancel page, signed for this pledge (decision 107). */
function cancelUrl(context: RenderContext, facts: PledgeFacts): string {
  return `${context.publicUrl}${cancelLinkPath(context.secret, facts.pledgeId)}`;
}

/** The texts that name the gift's period, a set per cadence: a translation may word "weekly" and
 *  "monthly" differently in each sentence, and an ICU select on the cadence would not survive the
 *  isolation mailText gives every text value in Arabic. */
type CadenceTexts = {
  reminderSubject: (values: { title: string; due: string }) => string;
  reminderHeading: string;
  reminderText: (values: { title: string; due: string }) => string;
  cancel: string;
  reason: (values: { title: string }) => string;
  lapsedSubject: (values: { title: string }) => string;
  lapsedHeading: string;
  lapsedText: (values: { title: string }) => string;
  giveAgain: string;
  failedSubject: (values: { title: string }) => string;
  failedText: (values: { title: string }) => string;
};

function cadenceTexts(every: PledgeFacts['every'], locale: Locale): CadenceTexts {
  if (every === 'weekly') {
    return {
      reminderSubject: (values) =>
        mailText(locale, 'Your weekly gift to {title} is collected on {due}', values),
      reminderHeading: mailText(locale, 'Your next weekly gift'),
      reminderText: (values) =>
        mailText(
          locale,
          'On {due} CrowdVault collects your next weekly gift to {title} from your wallet, as you signed it. You pay no gas.',
          values,
        ),
      cancel: mailText(locale, 'Cancel this weekly gift'),
      reason: (values) =>
        mailText(locale, 'You get this because you give weekly to {title} on CrowdVault.', values),
      lapsedSubject: (values) => mailText(locale, 'Your weekly gift to {title} has lapsed', values),
      lapsedHeading: mailText(locale, 'Your weekly gift has lapsed'),
      lapsedText: (values) =>
        mailText(
          locale,
          "Collections in a row of your weekly gift to {title} could not be made (your wallet's balance or allowance was too low), so CrowdVault has stopped collecting it. Nothing more will be taken.",
          values,
        ),
      giveAgain: mailText(locale, 'To give again, start a new weekly gift on the campaign page.'),
      failedSubject: (values) =>
        mailText(locale, 'Your weekly gift to {title} could not be collected', values),
      failedText: (values) =>
        mailText(locale, 'CrowdVault could not collect your weekly gift to {title}.', values),
    };
  }
  return {
    reminderSubject: (values) =>
      mailText(locale, 'Your monthly gift to {title} is collected on {due}', values),
    reminderHeading: mailText(locale, 'Your next monthly gift'),
    reminderText: (values) =>
      mailText(
        locale,
        'On {due} CrowdVault collects your next monthly gift to {title} from your wallet, as you signed it. You pay no gas.',
        values,
      ),
    cancel: mailText(locale, 'Cancel this monthly gift'),
    reason: (values) =>
      mailText(locale, 'You get this because you give monthly to {title} on CrowdVault.', values),
    lapsedSubject: (values) => mailText(locale, 'Your monthly gift to {title} has lapsed', values),
    lapsedHeading: mailText(locale, 'Your monthly gift has lapsed'),
    lapsedText: (values) =>
      mailText(
        locale,
        "Collections in a row of your monthly gift to {title} could not be made (your wallet's balance or allowance was too low), so CrowdVault has stopped collecting it. Nothing more will be taken.",
        values,
      ),
    giveAgain: mailText(locale, 'To give again, start a new monthly gift on the campaign page.'),
    failedSubject: (values) =>
      mailText(locale, 'Your monthly gift to {title} could not be collected', values),
    failedText: (values) =>
      mailText(locale, 'CrowdVault could not collect your monthly gift to {title}.', values),
  };
}

export const pledgeReminderMail: MailType = {
  kind: 'pledge_reminder',
  switchable: true,
  async render(context, payload) {
    const locale = context.recipient.locale ?? 'en';
    const facts = await pledgeFacts(
      context,
      context.recipient.id,
      numberField(payload, 'pledgeRowId'),
      locale,
    );
    const period = numberField(payload, 'period');
    if (!facts || !RUNNING.includes(facts.status) || (await facts.collected(period))) return null;
    const due = mailMoment(facts.dueOf(period), locale);
    const texts = cadenceTexts(facts.every, locale);
    const title = facts.title;
    return {
      content: {
        subject: texts.reminderSubject({ title, due }),
        heading: texts.reminderHeading,
        blocks: [
          { type: 'paragraph', text: texts.reminderText({ title, due }) },
          {
            type: 'figures',
            rows: [
              { label: mailText(locale, 'Amount'), value: facts.amount },
              { label: mailText(locale, 'Network'), value: facts.network },
              { label: mailText(locale, 'Collected on'), value: due },
              { label: mailText(locale, 'From'), value: facts.wallet },
            ],
          },
          {
            type: 'paragraph',
            text: mailText(
              locale,
              'Keep at least {amount} in this wallet. To stop giving, cancel before then with the button below: one click, no wallet or sign-in needed, and nothing is collected after you cancel.',
              { amount: facts.amount },
            ),
          },
          { type: 'button', label: texts.cancel, url: cancelUrl(context, facts) },
          {
            type: 'paragraph',
            text: mailText(locale, 'The campaign: {url}', {
              url: campaignUrl(context.publicUrl, facts.campaignId),
            }),
          },
        ],
        reason: texts.reason({ title }),
      },
    };
  },
};

export const pledgeProblemMail: MailType = {
  kind: 'pledge_problem',
  switchable: true,
  async render(context, payload) {
    const locale = context.recipient.locale ?? 'en';
    const facts = await pledgeFacts(
      context,
      context.recipient.id,
      numberField(payload, 'pledgeRowId'),
      locale,
    );
    if (!facts) return null;
    const notice = payload.notice as PledgeNotice;
    const url = campaignUrl(context.publicUrl, facts.campaignId);
    const texts = cadenceTexts(facts.every, locale);
    const title = facts.title;
    const reason = texts.reason({ title });
    if (notice === 'lapsed') {
      if (facts.status !== 'lapsed') return null;
      return {
        content: {
          subject: texts.lapsedSubject({ title }),
          heading: texts.lapsedHeading,
          blocks: [
            { type: 'paragraph', text: texts.lapsedText({ title }) },
            {
              type: 'figures',
              rows: [
                { label: mailText(locale, 'Amount'), value: facts.amount },
                { label: mailText(locale, 'Network'), value: facts.network },
                { label: mailText(locale, 'Wallet'), value: facts.wallet },
              ],
            },
            { type: 'paragraph', text: texts.giveAgain },
            { type: 'button', label: mailText(locale, 'See the campaign'), url },
          ],
          reason,
        },
      };
    }
    const period = numberField(payload, 'period');
    // Collected meanwhile (topped up before a retry) or ended: the problem is gone.
    if (!RUNNING.includes(facts.status) || (await facts.collected(period))) return null;
    const allowance = notice === 'failed_allowance';
    const why = allowance
      ? mailText(
          locale,
          'The allowance your wallet gives the collector for {symbol} is below {amount}. Approve it again in your wallet.',
          { symbol: facts.symbol, amount: facts.amount },
        )
      : mailText(locale, 'Your wallet holds less than {amount}. Add {symbol} to it.', {
          amount: facts.amount,
          symbol: facts.symbol,
        });
    const until = mailMoment(facts.dueOf(period + 1), locale);
    return {
      content: {
        subject: texts.failedSubject({ title }),
        heading: mailText(locale, 'A collection failed'),
        blocks: [
          { type: 'paragraph', text: `${texts.failedText({ title })} ${why}` },
          {
            type: 'figures',
            rows: [
              {
                label: mailText(locale, 'Reason'),
                value: allowance
                  ? mailText(locale, 'Allowance too low')
                  : mailText(locale, 'Balance too low'),
              },
              { label: mailText(locale, 'Amount'), value: facts.amount },
              { label: mailText(locale, 'Network'), value: facts.network },
              { label: mailText(locale, 'Wallet'), value: facts.wallet },
              { label: mailText(locale, 'Retried until'), value: until },
            ],
          },
          {
            type: 'paragraph',
            text: mailText(
              locale,
              'No gas was spent and nothing was taken. If it still cannot be collected by then, this collection is missed, and missed collections in a row end the gift. If you would rather stop giving, cancel it in one click, no wallet needed.',
            ),
          },
          { type: 'button', label: mailText(locale, 'See the campaign'), url },
          { type: 'button', label: texts.cancel, url: cancelUrl(context, facts) },
        ],
        reason,
      },
    };
  },
};
