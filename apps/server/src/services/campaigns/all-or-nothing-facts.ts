import type { AllOrNothing } from '@crowdvault/shared/api/campaign';
import type { FundingState } from '@crowdvault/shared/constants';
import { formatUnits } from '@crowdvault/shared/format';
import { sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import { type ChainDeployment, decimalsOf } from '../../chain/deployment';
import type { ChainRegistry } from '../../chain/registry';
import { type Database, rowsOf } from '../../db/client';
import type { campaigns } from '../../db/schema';

type CampaignRow = typeof campaigns.$inferSelect;

export type AonCampaignRow = Pick<
  CampaignRow,
  | 'id'
  | 'currency'
  | 'goalAmount'
  | 'raisedAmount'
  | 'fundingModel'
  | 'aonChainId'
  | 'aonDeadline'
  | 'aonTokens'
  | 'aonOutcome'
>;

/** The state the API shows: the outcome the vault's state() showed once decided (recorded by the
 *  outcome watcher from the chain, never decided here), else funding. Null for 'keep'. */
export function fundingStateOf(row: Pick<CampaignRow, 'fundingModel' | 'aonOutcome'>): FundingState | null {
  if (row.fundingModel !== 'all_or_nothing') return null;
  return row.aonOutcome ?? 'funding';
}

type Sums = {
  campaign_id: number;
  donated: string;
  contributed: string;
  claimed: string;
  pushed: string;
  donors_refunded: number;
  donors_owed: number;
  donors_push_refused: number;
};

/**
 * The all-or-nothing facts of campaign responses (decision 090), one query for all the rows, in
 * each campaign's currency: counted (= raised), uncounted (plain transfers: what was transferred
 * in beyond what the vault counted), refunds claimed / pushed / outstanding and donor counts
 * (refunded, owed, and owed whose pushes their token refused until the watcher gave up).
 */
export async function allOrNothingFacts(
  db: Database,
  accounting: ChainDeployment,
  chains: ChainRegistry | undefined,
  rows: AonCampaignRow[],
): Promise<Map<number, AllOrNothing>> {
  const aon = rows.filter((row) => row.fundingModel === 'all_or_nothing' && row.aonChainId !== null);
  const facts = new Map<number, AllOrNothing>();
  if (aon.length === 0) return facts;
  const ids = sql.join(
    aon.map((row) => sql`${row.id}`),
    sql`, `,
  );
  const result = await db.execute<Sums>(sql`
    with per_donor as (
      select c.campaign_id, c.donor_address, sum(c.counted_amount) as given,
        coalesce((select sum(r.counted_amount) from aon_refunds r
          where r.campaign_id = c.campaign_id and r.donor_address = c.donor_address), 0) as back
      from aon_contributions c where c.campaign_id in (${ids})
      group by c.campaign_id, c.donor_address
    )
    select k.id as campaign_id,
      coalesce((select sum(d.counted_amount) from donations d where d.campaign_id = k.id), 0) as donated,
      coalesce((select sum(c.counted_amount) from aon_contributions c where c.campaign_id = k.id), 0) as contributed,
      coalesce((select sum(r.counted_amount) from aon_refunds r where r.campaign_id = k.id and not r.pushed), 0) as claimed,
      coalesce((select sum(r.counted_amount) from aon_refunds r where r.campaign_id = k.id and r.pushed), 0) as pushed,
      (select count(*) from per_donor p where p.campaign_id = k.id and p.back >= p.given and p.back > 0)::int as donors_refunded,
      (select count(*) from per_donor p where p.campaign_id = k.id and p.back < p.given)::int as donors_owed,
      -- Pushes given up (decision 112) whose refund the index still sees owed, per token.
      (select count(distinct f.donor_address) from aon_refund_push_failures f
        where f.campaign_id = k.id and f.given_up_at is not null
          and (select coalesce(sum(a.amount), 0) from aon_contributions a where a.campaign_id = k.id
                and a.donor_address = f.donor_address and a.token_address = f.token_address)
            > (select coalesce(sum(r.amount), 0) from aon_refunds r where r.campaign_id = k.id
                and r.donor_address = f.donor_address and r.token_address = f.token_address))::int
        as donors_push_refused
    from campaigns k where k.id in (${ids})`);
  const sums = new Map(rowsOf<Sums>(result).map((row) => [Number(row.campaign_id), row]));
  for (const row of aon) {
    const decimals = decimalsOf(accounting, row.currency);
    const money = (value: bigint) => formatUnits(value < 0n ? 0n : value, decimals);
    const sum = sums.get(row.id);
    const contributed = BigInt(sum?.contributed ?? 0);
    const claimed = BigInt(sum?.claimed ?? 0);
    const pushed = BigInt(sum?.pushed ?? 0);
    const failed = row.aonOutcome === 'failed';
    const chainDeployment = chains?.get(row.aonChainId as number)?.deployment ?? accounting;
    facts.set(row.id, {
      chainId: row.aonChainId as number,
      state: fundingStateOf(row) ?? 'funding',
      deadline: new Date(Number(row.aonDeadline ?? 0n) * 1000).toISOString(),
      goalAmount: formatUnits(row.goalAmount, decimals),
      countedAmount: formatUnits(row.raisedAmount, decimals),
      uncountedAmount: money(BigInt(sum?.donated ?? 0) - contributed),
      tokens: (row.aonTokens ?? []).map((address) => {
        const token = chainDeployment.tokens.find((t) => t.address.toLowerCase() === address);
        return {
          symbol: token?.symbol ?? 'UNKNOWN',
          address: getAddress(address),
          decimals: token?.decimals ?? 18,
        };
      }),
      refunds: {
        claimed: money(claimed),
        pushed: money(pushed),
        outstanding: money(failed ? contributed - claimed - pushed : 0n),
        donorsRefunded: Number(sum?.donors_refunded ?? 0),
        donorsOutstanding: failed ? Number(sum?.donors_owed ?? 0) : 0,
        donorsPushRefused: failed ? Number(sum?.donors_push_refused ?? 0) : 0,
      },
    });
  }
  return facts;
}
