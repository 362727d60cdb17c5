import type { ChainTotals, TokenTotals, TransparencySummary } from '@crowdvault/shared/api/transparency';
import { formatUnits } from '@crowdvault/shared/format';
import { sql } from 'drizzle-orm';
import { convertDecimals } from '../../chain/amounts';
import type { ChainContext } from '../../chain/context';
import { unavailableSentence, withinDeadline } from '../../chain/deadline';
import { chainTokens } from '../../chain/tokens';
import { readVaultStates } from '../../chain/vault-balances';
import { type Database, rowsOf } from '../../db/client';

/** Stablecoins are summed at 18 decimals, so 6- and 18-decimal tokens add up exactly in USD. */
const COMMON_DECIMALS = 18;

interface TotalsRow {
  chain_id: number;
  token_address: string | null;
  raised: string;
  withdrawn: string;
  fees: string;
  refunded: string;
  matched: string;
  donations: string;
  withdrawals: string;
}

type SummaryChain = Pick<
  ChainContext,
  'chainId' | 'name' | 'explorerUrl' | 'probe' | 'batchClient' | 'deployment' | 'nativeCurrency'
>;

/**
 * The platform's figures from SQL aggregates (one grouped pass over donations, one over
 * withdrawals, one over all-or-nothing refunds, by chain and token; one count of vaults), and per chain the treasury's balances
 * and the head read from that chain within a few seconds. Nothing here reads a vault, so it costs
 * the same with 10 or 10,000 campaigns; a chain that does not answer leaves only its head and
 * treasury unknown, never the whole page.
 */
export async function getTransparencySummary(
  db: Database,
  chains: readonly SummaryChain[],
): Promise<TransparencySummary> {
  const [totals, [vaults], indexed, chainReads] = await Promise.all([
    db.execute(sql`
      with given as (
        select chain_id, coalesce(token_address, '') as token_address, sum(amount) as raised, count(*) as donations
        from donations group by 1, 2
      ), taken as (
        select chain_id, coalesce(token_address, '') as token_address, sum(amount) as withdrawn, sum(fee) as fees, count(*) as withdrawals
        from vault_withdrawals group by 1, 2
      ), returned as (
        select chain_id, token_address, sum(amount) as refunded from aon_refunds group by 1, 2
      ), matched as (
        select chain_id, token_address, sum(amount) as matched from round_payouts group by 1, 2
      ), moved as (
        select chain_id, token_address from given
        union select chain_id, token_address from taken
        union select chain_id, token_address from returned
        union select chain_id, token_address from matched
      )
      select m.chain_id, m.token_address,
             coalesce(g.raised, 0)::text as raised, coalesce(t.withdrawn, 0)::text as withdrawn,
             coalesce(t.fees, 0)::text as fees, coalesce(r.refunded, 0)::text as refunded,
             coalesce(p.matched, 0)::text as matched,
             coalesce(g.donations, 0)::text as donations, coalesce(t.withdrawals, 0)::text as withdrawals
      from moved m
      left join given g on g.chain_id = m.chain_id and g.token_address = m.token_address
      left join taken t on t.chain_id = m.chain_id and t.token_address = m.token_address
      left join returned r on r.chain_id = m.chain_id and r.token_address = m.token_address
      left join matched p on p.chain_id = m.chain_id and p.token_address = m.token_address
    `),
    db
      .execute(sql`select count(vault_address)::int as count from campaigns`)
      .then((result) => rowsOf<{ count: number }>(result)),
    db
      .execute(sql`select chain_id, checkpoint_block::text as block from indexer_state`)
      .then((result) => rowsOf<{ chain_id: number; block: string | null }>(result)),
    Promise.all(chains.map(readChain)),
  ]);
  const rows = rowsOf<TotalsRow>(totals);
  const all = { raised: 0n, withdrawn: 0n, fees: 0n, donations: 0, withdrawals: 0 };
  const parts = chains.map((chain, index): ChainTotals => {
    const read = chainReads[index]!;
    const usd = { raised: 0n, withdrawn: 0n, fees: 0n };
    let donationCount = 0;
    let withdrawalCount = 0;
    const tokens: TokenTotals[] = chainTokens(chain).map((token) => {
      const key = token.address?.toLowerCase() ?? null;
      const row = rows.find(
        (candidate) =>
          Number(candidate.chain_id) === chain.chainId &&
          (candidate.token_address?.toLowerCase() || null) === key,
      );
      const raised = BigInt(row?.raised ?? 0);
      const withdrawn = BigInt(row?.withdrawn ?? 0);
      const fees = BigInt(row?.fees ?? 0);
      const refunded = BigInt(row?.refunded ?? 0);
      const matched = BigInt(row?.matched ?? 0);
      donationCount += Number(row?.donations ?? 0);
      withdrawalCount += Number(row?.withdrawals ?? 0);
      if (token.address !== null) {
        usd.raised += convertDecimals(raised, token.decimals, COMMON_DECIMALS);
        usd.withdrawn += convertDecimals(withdrawn, token.decimals, COMMON_DECIMALS);
        usd.fees += convertDecimals(fees, token.decimals, COMMON_DECIMALS);
      }
      const balance = read.treasury?.find((candidate) => candidate.token.symbol === token.symbol)?.raw;
      return {
        symbol: token.symbol,
        tokenAddress: token.address,
        decimals: token.decimals,
        raised: formatUnits(raised, token.decimals),
        withdrawn: formatUnits(withdrawn, token.decimals),
        fees: formatUnits(fees, token.decimals),
        refunded: formatUnits(refunded, token.decimals),
        matched: formatUnits(matched, token.decimals),
        held: formatUnits(raised + matched - withdrawn - refunded, token.decimals),
        treasuryBalance: balance === undefined ? null : formatUnits(balance, token.decimals),
      };
    });
    all.raised += usd.raised;
    all.withdrawn += usd.withdrawn;
    all.fees += usd.fees;
    all.donations += donationCount;
    all.withdrawals += withdrawalCount;
    const checkpoint = indexed.find((row) => Number(row.chain_id) === chain.chainId)?.block;
    const lastBlock = checkpoint === undefined || checkpoint === null ? null : BigInt(checkpoint);
    const head = read.head;
    return {
      chainId: chain.chainId,
      explorerUrl: chain.explorerUrl,
      donationCount,
      withdrawalCount,
      totalRaisedUsd: formatUnits(usd.raised, COMMON_DECIMALS),
      totalWithdrawnUsd: formatUnits(usd.withdrawn, COMMON_DECIMALS),
      totalFeesUsd: formatUnits(usd.fees, COMMON_DECIMALS),
      tokens,
      indexer: {
        lastBlock: lastBlock?.toString() ?? null,
        headBlock: head?.toString() ?? null,
        lagBlocks:
          head !== null && lastBlock !== null ? Number(head > lastBlock ? head - lastBlock : 0n) : null,
      },
      unavailable: read.unavailable,
    };
  });
  return {
    treasuryAddress: chains[0]!.deployment.treasuryAddress,
    vaultCount: vaults?.count ?? 0,
    donationCount: all.donations,
    withdrawalCount: all.withdrawals,
    totalRaisedUsd: formatUnits(all.raised, COMMON_DECIMALS),
    totalWithdrawnUsd: formatUnits(all.withdrawn, COMMON_DECIMALS),
    totalFeesUsd: formatUnits(all.fees, COMMON_DECIMALS),
    chains: parts,
  };
}

/** The chain's head and the treasury's balances there, or why they are missing. */
async function readChain(chain: SummaryChain) {
  const { deployment } = chain;
  try {
    const [head, treasury] = await withinDeadline(
      chain.name,
      Promise.all([
        chain.probe.getBlockNumber({ cacheTime: 0 }),
        readVaultStates(chain.batchClient, chain, [deployment.treasuryAddress]),
      ]),
    );
    return {
      head,
      treasury: treasury.byVault.get(deployment.treasuryAddress.toLowerCase())?.balances ?? null,
      unavailable: null,
    };
  } catch (error) {
    return {
      head: null,
      treasury: null,
      unavailable: unavailableSentence(error, chain.name, "its head and the treasury's balances there"),
    };
  }
}
