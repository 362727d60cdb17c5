import type { TokenTotals, TransparencySummary } from '@crowdvault/shared/api/transparency';
import { formatUnits } from '@crowdvault/shared/format';
import { sql } from 'drizzle-orm';
import { convertDecimals } from '../../chain/amounts';
import type { ChainContext } from '../../chain/context';
import { chainTokens } from '../../chain/tokens';
import { readVaultStates } from '../../chain/vault-balances';
import { type Database, rowsOf } from '../../db/client';
import { explorerUrlOf } from './explorer';
import { indexedBlock } from './indexer-progress';

/** Stablecoins are summed at 18 decimals, so 6- and 18-decimal tokens add up exactly in USD. */
const COMMON_DECIMALS = 18;

interface TotalsRow {
  token_address: string | null;
  raised: string;
  withdrawn: string;
  fees: string;
  donations: string;
  withdrawals: string;
}

/**
 * The platform's figures from SQL aggregates (one grouped pass over donations, one over
 * withdrawals, one count of vaults), the treasury's balances and the indexer's progress read from
 * the chain. Nothing here reads a vault, so it costs the same with 10 or 10,000 campaigns.
 */
export async function getTransparencySummary(
  db: Database,
  chain: Pick<ChainContext, 'chainId' | 'probe' | 'batchClient' | 'deployment'>,
): Promise<TransparencySummary> {
  const { deployment } = chain;
  const [totals, [vaults], indexed, head, treasury] = await Promise.all([
    db.execute(sql`
      with given as (
        select coalesce(token_address, '') as token_address, sum(amount) as raised, count(*) as donations
        from donations where chain_id = ${chain.chainId} group by 1
      ), taken as (
        select coalesce(token_address, '') as token_address, sum(amount) as withdrawn, sum(fee) as fees, count(*) as withdrawals
        from vault_withdrawals where chain_id = ${chain.chainId} group by 1
      )
      select coalesce(g.token_address, t.token_address) as token_address,
             coalesce(g.raised, 0)::text as raised, coalesce(t.withdrawn, 0)::text as withdrawn,
             coalesce(t.fees, 0)::text as fees, coalesce(g.donations, 0)::text as donations,
             coalesce(t.withdrawals, 0)::text as withdrawals
      from given g full join taken t on t.token_address = g.token_address
    `),
    db
      .execute(sql`select count(vault_address)::int as count from campaigns`)
      .then((result) => rowsOf<{ count: number }>(result)),
    indexedBlock(db, chain.chainId),
    chain.probe.getBlockNumber({ cacheTime: 0 }).catch(() => null),
    readVaultStates(chain.batchClient, deployment, [deployment.treasuryAddress]).catch(() => null),
  ]);
  const rows = rowsOf<TotalsRow>(totals);
  const treasuryBalances = treasury?.byVault.get(deployment.treasuryAddress.toLowerCase())?.balances;
  const usd = { raised: 0n, withdrawn: 0n, fees: 0n };
  let donationCount = 0;
  let withdrawalCount = 0;
  const tokens: TokenTotals[] = chainTokens(deployment).map((token) => {
    const key = token.address?.toLowerCase() ?? null;
    const row = rows.find((candidate) => (candidate.token_address?.toLowerCase() || null) === key);
    const raised = BigInt(row?.raised ?? 0);
    const withdrawn = BigInt(row?.withdrawn ?? 0);
    const fees = BigInt(row?.fees ?? 0);
    donationCount += Number(row?.donations ?? 0);
    withdrawalCount += Number(row?.withdrawals ?? 0);
    if (token.address !== null) {
      usd.raised += convertDecimals(raised, token.decimals, COMMON_DECIMALS);
      usd.withdrawn += convertDecimals(withdrawn, token.decimals, COMMON_DECIMALS);
      usd.fees += convertDecimals(fees, token.decimals, COMMON_DECIMALS);
    }
    const balance = treasuryBalances?.find((candidate) => candidate.token.symbol === token.symbol)?.raw;
    return {
      symbol: token.symbol,
      tokenAddress: token.address,
      decimals: token.decimals,
      raised: formatUnits(raised, token.decimals),
      withdrawn: formatUnits(withdrawn, token.decimals),
      fees: formatUnits(fees, token.decimals),
      held: formatUnits(raised - withdrawn, token.decimals),
      treasuryBalance: balance === undefined ? null : formatUnits(balance, token.decimals),
    };
  });
  return {
    chainId: chain.chainId,
    explorerUrl: explorerUrlOf(chain.chainId),
    treasuryAddress: deployment.treasuryAddress,
    vaultCount: vaults?.count ?? 0,
    donationCount,
    withdrawalCount,
    totalRaisedUsd: formatUnits(usd.raised, COMMON_DECIMALS),
    totalWithdrawnUsd: formatUnits(usd.withdrawn, COMMON_DECIMALS),
    totalFeesUsd: formatUnits(usd.fees, COMMON_DECIMALS),
    tokens,
    indexer: {
      lastBlock: indexed?.toString() ?? null,
      headBlock: head?.toString() ?? null,
      lagBlocks: head !== null && indexed !== null ? Number(head > indexed ? head - indexed : 0n) : null,
    },
  };
}
