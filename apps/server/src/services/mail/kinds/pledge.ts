import type { PledgeNotice } from '@crowdvault/shared/api/notifications';
import { cadenceOfPeriod, periodDueDate } from '@crowdvault/shared/api/pledge';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { cadenceWord } from '@crowdvault/shared/pledge-words';
import { sql } from 'drizzle-orm';
import { tokenByAddress } from '../../../chain/tokens';
import { type Executor, rowsOf } from '../../../db/client';
import type { MailType, RenderContext } from '../mail-types';
import { queueMails } from '../outbox';
import { cancelLinkPath } from '../pledge-cancel-link';
import { campaignUrl, exactAmount, numberField } from './mail-values';

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
    amount: `${exactAmount(BigInt(row.amount), token?.decimals ?? 18)} ${symbol}`,
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

export const pledgeReminderMail: MailType = {
  kind: 'pledge_reminder',
  switchable: true,
  async render(context, payload) {
    const facts = await pledgeFacts(context, context.recipient.id, numberField(payload, 'pledgeRowId'));
    const period = numberField(payload, 'period');
    if (!facts || !RUNNING.includes(facts.status) || (await facts.collected(period))) return null;
    const due = formatUtcMoment(facts.dueOf(period));
    return {
      content: {
        subject: `Your ${facts.every} gift to ${facts.title} is collected on ${due}`,
        heading: `Your next ${facts.every} gift`,
        blocks: [
          {
            type: 'paragraph',
            text: `On ${due} CrowdVault collects your next ${facts.every} gift to ${facts.title} from your wallet, as you signed it. You pay no gas.`,
          },
          {
            type: 'figures',
            rows: [
              { label: 'Amount', value: facts.amount },
              { label: 'Network', value: facts.network },
              { label: 'Collected on', value: due },
              { label: 'From', value: facts.wallet },
            ],
          },
          {
            type: 'paragraph',
            text: `Keep at least ${facts.amount} in this wallet. To stop giving, cancel before then with the button below: one click, no wallet or sign-in needed, and nothing is collected after you cancel.`,
          },
          { type: 'button', label: `Cancel this ${facts.every} gift`, url: cancelUrl(context, facts) },
          {
            type: 'paragraph',
            text: `The campaign: ${campaignUrl(context.publicUrl, facts.campaignId)}`,
          },
        ],
        reason: `You get this because you give ${facts.every} to ${facts.title} on CrowdVault.`,
      },
    };
  },
};

export const pledgeProblemMail: MailType = {
  kind: 'pledge_problem',
  switchable: true,
  async render(context, payload) {
    const facts = await pledgeFacts(context, context.recipient.id, numberField(payload, 'pledgeRowId'));
    if (!facts) return null;
    const notice = payload.notice as PledgeNotice;
    const url = campaignUrl(context.publicUrl, facts.campaignId);
    const reason = `You get this because you give ${facts.every} to ${facts.title} on CrowdVault.`;
    if (notice === 'lapsed') {
      if (facts.status !== 'lapsed') return null;
      return {
        content: {
          subject: `Your ${facts.every} gift to ${facts.title} has lapsed`,
          heading: `Your ${facts.every} gift has lapsed`,
          blocks: [
            {
              type: 'paragraph',
              text: `Collections in a row of your ${facts.every} gift to ${facts.title} could not be made (your wallet's balance or allowance was too low), so CrowdVault has stopped collecting it. Nothing more will be taken.`,
            },
            {
              type: 'figures',
              rows: [
                { label: 'Amount', value: facts.amount },
                { label: 'Network', value: facts.network },
                { label: 'Wallet', value: facts.wallet },
              ],
            },
            {
              type: 'paragraph',
              text: `To give again, start a new ${facts.every} gift on the campaign page.`,
            },
            { type: 'button', label: 'See the campaign', url },
          ],
          reason,
        },
      };
    }
    const period = numberField(payload, 'period');
    // Collected meanwhile (topped up before a retry) or ended: the problem is gone.
    if (!RUNNING.includes(facts.status) || (await facts.collected(period))) return null;
    const why =
      notice === 'failed_allowance'
        ? `The allowance your wallet gives the collector for ${facts.symbol} is below ${facts.amount}. Approve it again in your wallet.`
        : `Your wallet holds less than ${facts.amount}. Add ${facts.symbol} to it.`;
    const until = formatUtcMoment(facts.dueOf(period + 1));
    return {
      content: {
        subject: `Your ${facts.every} gift to ${facts.title} could not be collected`,
        heading: 'A collection failed',
        blocks: [
          {
            type: 'paragraph',
            text: `CrowdVault could not collect your ${facts.every} gift to ${facts.title}. ${why}`,
          },
          {
            type: 'figures',
            rows: [
              {
                label: 'Reason',
                value: notice === 'failed_allowance' ? 'Allowance too low' : 'Balance too low',
              },
              { label: 'Amount', value: facts.amount },
              { label: 'Network', value: facts.network },
              { label: 'Wallet', value: facts.wallet },
              { label: 'Retried until', value: until },
            ],
          },
          {
            type: 'paragraph',
            text: 'No gas was spent and nothing was taken. If it still cannot be collected by then, this collection is missed, and missed collections in a row end the gift. If you would rather stop giving, cancel it in one click, no wallet needed.',
          },
          { type: 'button', label: 'See the campaign', url },
          { type: 'button', label: `Cancel this ${facts.every} gift`, url: cancelUrl(context, facts) },
        ],
        reason,
      },
    };
  },
};
